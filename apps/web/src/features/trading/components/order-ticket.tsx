import type { OrderSide } from '@meridian/contract/trading';
import { Button, Selector } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { handleIdentityRequired } from '../../../lib/identity.ts';
import { useLiveQuote } from '../../../lib/live.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useTicket } from '../api/get-ticket.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useOrderPreview } from '../api/preview-order.ts';
import { orderOutcomeKey } from '../order-outcome.ts';
import { fromShares, largestValidBuy } from '../quantity.ts';
import { useOrderForm } from '../use-order-form.ts';
import { PreviewCard } from './preview-card.tsx';
import { PriceField } from './price-field.tsx';
import { QuantityField } from './quantity-field.tsx';
import { FULL_CODE, StockPicker } from './stock-picker.tsx';
import { FeeNote, StockLine, TicketLimits, TicketNotices } from './ticket-facts.tsx';
import { TypeToggle } from './type-toggle.tsx';
import '../trading.css';
import { displayName } from '../../../lib/names.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const ConfirmSheet = lazySheet(() => import('./confirm-sheet.tsx').then((m) => m.ConfirmSheet));

const SIDES: readonly OrderSide[] = ['buy', 'sell'];

/**
 * The order ticket: side, stock, market or limit, quantity, then the server's preview and a
 * confirmation with the trading password. Every amount shown comes from the server.
 */
export function OrderTicket({ initialCode = '', initialSide = 'buy' }: { initialCode?: string; initialSide?: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [side, setSide] = useState<OrderSide>(initialSide);
  const [code, setCode] = useState(FULL_CODE.test(initialCode) ? initialCode : '');
  const [confirming, setConfirming] = useState(false);
  const ticketQuery = useTicket(code || undefined);
  const ticket = ticketQuery.data?.code === code ? ticketQuery.data : undefined;
  const tick = useLiveQuote(ticket?.code);
  const livePrice = tick?.price ?? ticket?.price;
  const form = useOrderForm({ side, ticket });
  const preview = useOrderPreview(form.previewBody);
  const place = usePlaceOrder();
  const { busy, run } = useSubmission();

  const changeSide = (next: string) => {
    if (next !== 'buy' && next !== 'sell') return;
    setSide(next);
    form.reset();
  };

  const fillMax = () => {
    if (!ticket) return;
    const shares = side === 'buy' ? largestValidBuy(ticket.max_buy, ticket) : ticket.sellable;
    form.setQuantity(fromShares(shares, form.unit, ticket.lot_size));
  };

  const openConfirm = () => {
    if (!ticket) return toast(t('trading.stockCodePlaceholder'));
    if (form.problem) return toast(t(form.problem.key, form.problem.values ?? {}));
    setConfirming(true);
  };

  const confirm = async (payPassword: string): Promise<boolean> => {
    if (!form.body) return false;
    const body = { ...form.body, pay_password: payPassword };
    try {
      const order = await run(body, (key) => place.mutateAsync({ body, key }));
      toastSuccess(t(orderOutcomeKey(order)));
      form.reset();
      return true;
    } catch (error) {
      handleIdentityRequired(error);
      return false;
    }
  };

  // The card keeps the last figures while new ones are asked for; the confirmation shows only current ones.
  const shown = form.body ? preview.data : undefined;
  const current = form.previewBody && !preview.isPlaceholderData ? preview.data : undefined;
  const hint = !ticket
    ? ''
    : side === 'sell'
      ? t('trading.sellHint', { n: formatCount(ticket.sellable, lang) })
      : form.unit === 'lots'
        ? t('trading.lotHint', { size: formatCount(ticket.lot_size, lang) })
        : t('trading.starHint', { min: formatCount(ticket.min_buy, lang), step: formatCount(ticket.buy_step, lang) });

  return (
    <div className="order-ticket" data-testid="order-ticket" data-side={side}>
      <Tabs activeKey={side} onChange={changeSide} className={`side-tabs side-tabs--${side}`}>
        {SIDES.map((s) => (
          <Tabs.Tab key={s} title={<span data-testid={`order-side-${s}`}>{t(s === 'buy' ? 'market.buy' : 'market.sell')}</span>} />
        ))}
      </Tabs>
      <div className="form-card">
        <div className="ticket-badges">
          <SimulatedBadge testId="order-simulated" />
        </div>
        <StockPicker code={code} onPick={setCode} />
        {code && !ticket && !ticketQuery.isError ? <PageLoading inline /> : null}
        {ticket ? (
          <>
            <StockLine ticket={ticket} tick={tick} />
            <TicketNotices ticket={ticket} />
            <TypeToggle value={form.type} onChange={(type) => form.setType(type, livePrice)} testPrefix="order" />
            {form.type === 'limit' ? (
              <PriceField value={form.price} onChange={form.setPrice} ticket={ticket} fallback={livePrice ?? ticket.price} testId="order-price" />
            ) : (
              <p className="field-hint" data-testid="order-market-price">
                {t('trading.marketPriceHint', { price: formatDecimal(side === 'buy' ? ticket.ask : ticket.bid) })}
              </p>
            )}
            <QuantityField
              unit={form.unit}
              value={form.quantity}
              onChange={form.setQuantity}
              onMax={fillMax}
              maxLabel={t(side === 'buy' ? 'trading.max' : 'trading.all')}
              hint={hint}
              testId="order-lots"
            />
            {side === 'buy' && ticket.leverage.length > 1 ? (
              <div className="field">
                <span className="field-label">{t('trading.leverage')}</span>
                <Selector
                  columns={ticket.leverage.length}
                  value={[form.leverage]}
                  onChange={(values) => form.setLeverage(values[0] ?? 1)}
                  options={ticket.leverage.map((n) => ({ value: n, label: <span data-testid={`order-leverage-${n}`}>{t('trading.leverageX', { n })}</span> }))}
                />
                <div className="field-hint">{t('trading.leverageHint')}</div>
              </div>
            ) : null}
            <TicketLimits ticket={ticket} side={side} />
            <PreviewCard
              side={side}
              preview={shown}
              error={form.previewBody ? preview.error : undefined}
              pending={Boolean(form.body) && (preview.isFetching || !form.previewBody)}
              testPrefix="order"
            />
            <FeeNote ticket={ticket} />
          </>
        ) : null}
        <div className="form-actions">
          <Button block color="primary" className={side === 'buy' ? 'button-buy' : 'button-sell'} size="large" onClick={openConfirm} disabled={!ticket} data-testid="order-submit">
            {t(side === 'buy' ? 'market.buy' : 'market.sell')}
          </Button>
        </div>
      </div>
      {confirming && ticket ? (
        <ConfirmSheet
          title={t(side === 'buy' ? 'trading.confirmBuy' : 'trading.confirmSell')}
          lines={[
            { key: 'stock', label: t('trading.stock'), value: `${displayName(ticket, lang)} ${ticket.code}` },
            { key: 'type', label: t('trading.orderType'), value: t(form.type === 'market' ? 'trading.marketOrder' : 'trading.limitOrder') },
            { key: 'quantity', label: t('trading.quantity'), value: t('trading.sharesCount', { n: formatCount(form.shares ?? 0, lang) }) },
            { key: 'price', label: t('trading.previewPrice'), value: formatDecimal((form.type === 'limit' ? form.price : current?.price) || '–') },
            { key: 'total', label: t(side === 'buy' ? 'trading.buyTotal' : 'trading.sellTotal'), value: formatMoney(current?.total) },
          ]}
          busy={busy}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
          testPrefix="order"
        />
      ) : null}
    </div>
  );
}
