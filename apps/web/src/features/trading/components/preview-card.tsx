import type { OrderPreview, OrderSide } from '@meridian/contract/trading';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { isRequestFailure } from '../../../lib/request.ts';

type Props = {
  side: OrderSide;
  preview: OrderPreview | undefined;
  /** The server refused the preview: its message is shown in place of the figures. */
  error: unknown;
  /** The form is complete but the figures are being asked for. */
  pending: boolean;
  testPrefix: string;
};

type Line = { key: string; label: string; value: string | undefined; strong?: boolean };

function linesOf(side: OrderSide, p: OrderPreview | undefined): Line[] {
  const lines: Line[] = [
    { key: 'price', label: 'trading.previewPrice', value: p?.price },
    { key: 'quantity', label: 'trading.quantity', value: p ? formatCount(p.quantity) : undefined },
    { key: 'value', label: 'trading.value', value: p?.value },
    { key: 'commission', label: 'trading.commission', value: p?.fees.commission },
    { key: 'transfer-fee', label: 'trading.transferFee', value: p?.fees.transfer_fee },
  ];
  if (side === 'sell') lines.push({ key: 'stamp-duty', label: 'trading.stampDuty', value: p?.fees.stamp_duty });
  if (p && p.leverage > 1) {
    lines.push({ key: 'own-funds', label: 'trading.ownFunds', value: p.own_funds }, { key: 'borrowed', label: 'trading.borrowed', value: p.borrowed });
  }
  lines.push({ key: 'total', label: side === 'buy' ? 'trading.buyTotal' : 'trading.sellTotal', value: p?.total, strong: true });
  return lines;
}

/** What the server says the order would cost or bring, fee by fee. Nothing here is computed. */
export function PreviewCard({ side, preview, error, pending, testPrefix }: Props) {
  const { t } = useTranslation();
  const message = error ? (isRequestFailure(error) ? error.message : t('request.failed')) : undefined;
  return (
    <div className="order-preview" data-testid={`${testPrefix}-preview`} aria-busy={pending}>
      <div className="order-preview-head">{t('trading.preview')}</div>
      {message ? (
        <p className="order-preview-error" data-testid={`${testPrefix}-preview-error`}>
          {message}
        </p>
      ) : !preview && !pending ? (
        <p className="field-hint">{t('trading.previewWaiting')}</p>
      ) : (
        <dl className="order-preview-lines">
          {linesOf(side, preview).map((line) => (
            <div key={line.key} className={line.strong ? 'order-preview-line order-preview-line--strong' : 'order-preview-line'}>
              <dt>{t(line.label)}</dt>
              <dd data-testid={`${testPrefix}-preview-${line.key}`}>{line.key === 'quantity' ? (line.value ?? '–') : formatMoney(line.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
