import { Alert, Tag } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useInstrument } from './api/get-instrument';
import { cents, discountText } from './offer-draft';

/** The live price and today's band of the code being listed, and what the typed price means against them. */
export function InstrumentPanel({ code, price }: { code: string; price: string }) {
  const t = useT();
  const instrument = useInstrument(code);
  if (!/^\d{6}$/.test(code)) return <p className="muted small">{t('bt.instrument.typeCode')}</p>;
  if (instrument.error) return <ErrorMessage error={instrument.error} testId="bt-instrument-error" />;
  const q = instrument.data;
  if (!q) return <p className="muted small">{t('common.loading')}</p>;
  const typed = cents(price);
  const outside = typed !== null && q.band_down !== null && q.band_up !== null && (typed < (cents(q.band_down) ?? 0) || typed > (cents(q.band_up) ?? 0));
  const discount = discountText(price, q.price);
  return (
    <Alert
      type={outside || (discount !== null && Number(discount) <= 0) ? 'warning' : 'info'}
      data-testid="bt-instrument"
      title={
        <>
          <strong data-testid="bt-instrument-name">{q.name}</strong> {q.code} · {t('bt.instrument.price')} <strong data-testid="bt-instrument-price">{q.price}</strong> ·{' '}
          {t('bt.instrument.prevClose', { close: q.prev_close })} · {t('bt.instrument.band')}{' '}
          <strong data-testid="bt-instrument-band">
            {q.band_down ?? '—'} – {q.band_up ?? '—'}
          </strong>{' '}
          {q.halted && <Tag color="red">{t('bt.instrument.halted')}</Tag>}
        </>
      }
      description={
        <>
          <p className="small">
            {t('bt.instrument.quantities', { min: q.min_quantity, step: q.step })}{' '}
            {discount !== null && (
              <>
                {t('bt.instrument.discount')} <strong data-testid="bt-offer-discount">{discount} %</strong>.
              </>
            )}
          </p>
          {outside && (
            <p className="small hint-warn" data-testid="bt-offer-band-warning">
              {t('bt.instrument.outside')}
            </p>
          )}
          {discount !== null && Number(discount) <= 0 && !outside && (
            <p className="small hint-warn" data-testid="bt-offer-discount-warning">
              {t('bt.instrument.notBelow')}
            </p>
          )}
        </>
      }
    />
  );
}
