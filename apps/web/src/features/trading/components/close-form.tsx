import type { Order, Position } from '@meridian/contract/trading';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Section } from '../../../components/section.tsx';
import { handleIdentityRequired } from '../../../lib/identity.ts';
import { formatMarketDay } from '../../../lib/date.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useClosePosition } from '../api/close-position.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useOrderPreview } from '../api/preview-order.ts';
import { orderOutcomeKey } from '../order-outcome.ts';
import { useOrderForm } from '../use-order-form.ts';
import { PreviewCard } from './preview-card.tsx';
import { PriceField } from './price-field.tsx';
import { QuantityField } from './quantity-field.tsx';
import { TicketNotices } from './ticket-facts.tsx';
import { TypeToggle } from './type-toggle.tsx';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const ConfirmSheet = lazySheet(() => import('./confirm-sheet.tsx').then((m) => m.ConfirmSheet));

type Props = {
  position: Position;
  /** After the server took the sell: the order, and whether the whole position went. */
  onClosed: (order: Order, whole: boolean) => void;
};

/** Close a position in full or in part, at market or at a limit, with the trading password. */
export function CloseForm({ position, onClosed }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const ticket = useTicket(position.code).data;
  const form = useOrderForm({ side: 'sell', ticket, sellable: position.sellable, positionId: position.id });
  const preview = useOrderPreview(form.previewBody);
  const close = useClosePosition(position.id);
  const { busy, run } = useSubmission();
  const [confirming, setConfirming] = useState(false);
  const shown = form.body ? preview.data : undefined;
  const current = form.previewBody && !preview.isPlaceholderData ? preview.data : undefined;

  const openConfirm = () => {
    if (form.problem) return toast(t(form.problem.key, form.problem.values ?? {}));
    if (!ticket || form.shares === null) return;
    setConfirming(true);
  };

  const confirm = async (payPassword: string): Promise<boolean> => {
    if (form.shares === null) return false;
    const body = {
      quantity: form.shares,
      type: form.type,
      ...(form.type === 'limit' ? { price: form.price.trim() } : {}),
      pay_password: payPassword,
    };
    try {
      const order = await run(body, (key) => close.mutateAsync({ body, key }));
      toastSuccess(t(orderOutcomeKey(order)));
      form.reset();
      onClosed(order, order.state === 'filled' && body.quantity >= position.quantity);
      return true;
    } catch (error) {
      handleIdentityRequired(error);
      return false;
    }
  };

  return (
    <Section title={t('trading.closePosition')} testId="close-form">
      {position.locked ? (
        <p className="notice notice--warn" data-testid="close-not-sellable">
          {t('trading.notSellableUntil', { date: formatMarketDay(position.sellable_from) })}
        </p>
      ) : position.sellable === 0 && position.reserved > 0 ? (
        <p className="notice notice--warn" data-testid="close-all-in-orders">
          {t('trading.allInSellOrders', { n: formatCount(position.reserved) })}
        </p>
      ) : null}
      {ticket ? <TicketNotices ticket={ticket} /> : null}
      <QuantityField
        unit="shares"
        value={form.quantity}
        onChange={form.setQuantity}
        onMax={position.sellable > 0 ? () => form.setQuantity(String(position.sellable)) : undefined}
        maxLabel={t('trading.all')}
        hint={t('trading.sellHint', { n: formatCount(position.sellable) })}
        testId="close-quantity"
      />
      <TypeToggle value={form.type} onChange={(type) => form.setType(type, position.price)} testPrefix="close" />
      {form.type === 'limit' && ticket ? (
        <PriceField value={form.price} onChange={form.setPrice} ticket={ticket} fallback={position.price} testId="close-price" />
      ) : (
        <p className="field-hint" data-testid="close-market-price">
          {t('trading.marketPriceHint', { price: formatDecimal(ticket?.bid ?? position.price) })}
        </p>
      )}
      <PreviewCard side="sell" preview={shown} error={form.previewBody ? preview.error : undefined} pending={Boolean(form.body) && (preview.isFetching || !form.previewBody)} testPrefix="close" />
      <div className="form-actions">
        <Button block color="primary" className="button-sell" size="large" onClick={openConfirm} disabled={!ticket} data-testid="close-submit">
          {t('trading.closePosition')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmSheet
          title={t('trading.confirmSell')}
          lines={[
            { key: 'stock', label: t('trading.stock'), value: `${displayName(position, lang)} ${position.code}` },
            { key: 'type', label: t('trading.orderType'), value: t(form.type === 'market' ? 'trading.marketOrder' : 'trading.limitOrder') },
            { key: 'quantity', label: t('trading.quantity'), value: t('trading.sharesCount', { n: formatCount(form.shares ?? 0) }) },
            { key: 'price', label: t('trading.previewPrice'), value: formatDecimal((form.type === 'limit' ? form.price : current?.price) || '–') },
            { key: 'total', label: t('trading.sellTotal'), value: formatMoney(current?.total) },
          ]}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
          testPrefix="close"
        />
      ) : null}
    </Section>
  );
}
