import type { BlockTradeOffer } from '@meridian/contract/block-trades';
import { Button, List, Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatMarketDay } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { usePreview } from '../api/get-preview.ts';
import { usePurchase } from '../api/purchase.ts';
import { acceptedQuantity, quantityProblem } from '../validate-quantity.ts';
import { PayPasswordField } from '../../../components/pay-password-field.tsx';
import { StockName } from '../../../components/stock-name.tsx';

function PreviewFacts({ offerId, quantity }: { offerId: number; quantity: number | undefined }) {
  const { t } = useTranslation();
  const preview = usePreview(offerId, quantity).data;
  const shown = quantity !== undefined && preview?.quantity === quantity ? preview : undefined;
  const row = (label: string, value: string | undefined, testId: string) => (
    <List.Item extra={<span data-testid={testId}>{value ?? '–'}</span>}>{t(label)}</List.Item>
  );
  return (
    <div data-testid="block-trade-preview" data-ready={shown ? 'true' : 'false'}>
      <List mode="card">
        {row('blockTrades.value', shown && formatMoney(shown.value), 'block-trade-preview-value')}
        {row('blockTrades.commission', shown && formatMoney(shown.fees.commission), 'block-trade-preview-commission')}
        {row('blockTrades.transferFee', shown && formatMoney(shown.fees.transfer_fee), 'block-trade-preview-transfer-fee')}
        {row('blockTrades.total', shown && formatMoney(shown.total), 'block-trade-preview-total')}
        {row('blockTrades.availableCash', shown && formatMoney(shown.available_cash), 'block-trade-preview-available')}
        {row('blockTrades.sellableFrom', shown && formatMarketDay(shown.sellable_from), 'block-trade-preview-sellable-from')}
      </List>
      {shown && !shown.enough_cash ? (
        <p className="notice notice--warn" data-testid="block-trade-preview-short">
          {t('blockTrades.notEnoughCash')}
        </p>
      ) : null}
      <p className="notice">{t('blockTrades.previewHint')}</p>
    </div>
  );
}

/** The buy sheet: quantity, the server's preview, the trading password. On success the records open. */
export function BuySheet({ offer, onClose }: { offer: BlockTradeOffer; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const purchase = usePurchase(offer.id);
  const { busy, run } = useSubmission();
  const [quantity, setQuantity] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const settled = useDebounced(quantity, 300);
  // A quantity the offer does not take is said as soon as the typing pauses, where the rule is shown.
  const settledProblem = settled.trim() ? quantityProblem(settled, offer) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = quantityProblem(quantity, offer);
    if (problem) return toast(t(problem.key, problem.values ?? {}));
    if (!payPassword) return toast(t('validation.enterTradingPassword'));
    if (!/^\d{6}$/.test(payPassword)) return toast(t('validation.payPasswordDigits'));
    const body = { quantity: Number(quantity.trim()), pay_password: payPassword };
    try {
      await run(body, (key) => purchase.mutateAsync({ body, key }));
      toastSuccess(t('blockTrades.purchased'));
      onClose();
      void navigate('/shares/dzjy-record');
    } catch {
      // The request client has shown the server's message.
      setPayPassword('');
    }
  };

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="bt-sheet" destroyOnClose>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="block-trade-sheet">
        <header className="bt-sheet-head">
          <strong>
            <StockName item={offer} /> {offer.code}
          </strong>
          <SimulatedBadge testId="block-trade-sheet-simulated" />
        </header>
        <p className="field-hint">
          {t('common.labelled', { label: t('blockTrades.offerPrice') })}<strong data-testid="block-trade-sheet-price">{formatMoney(offer.price)}</strong> · {t('common.labelled', { label: t('blockTrades.holding') })}
          {t('blockTrades.holdingDays', { count: offer.holding_days })}
        </p>
        <TextField
          label={t('blockTrades.quantity')}
          placeholder={t('blockTrades.quantityPlaceholder')}
          value={quantity}
          onChange={(v) => setQuantity(v.replace(/[^\d]/g, ''))}
          testId="block-trade-quantity"
          inputMode="numeric"
          maxLength={10}
          hint={
            settledProblem ? (
              <span role="alert" data-testid="block-trade-quantity-problem">
                {t(settledProblem.key, settledProblem.values ?? {})}
              </span>
            ) : (
              t('blockTrades.quantityHint', { min: formatCount(offer.min_quantity), remaining: formatCount(offer.remaining_quantity), step: formatCount(offer.step) })
            )
          }
          extra={
            <button type="button" className="link" data-testid="block-trade-quantity-min" onClick={() => setQuantity(String(offer.min_quantity))}>
              {t('blockTrades.useMinimum')}
            </button>
          }
        />
        <PreviewFacts offerId={offer.id} quantity={acceptedQuantity(settled, offer)} />
        <PayPasswordField value={payPassword} onChange={setPayPassword} testId="block-trade-pay-password" />
        <p className="notice">{t('blockTrades.lockRule')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="block-trade-submit">
            {t('blockTrades.confirm')}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
