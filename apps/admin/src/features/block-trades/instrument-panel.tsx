import { ErrorMessage } from '../../components/error-message';
import { useInstrument } from './api/get-instrument';
import { cents, discountText } from './offer-draft';

/** The live price and today's band of the code being listed, and what the typed price means against them. */
export function InstrumentPanel({ code, price }: { code: string; price: string }) {
  const instrument = useInstrument(code);
  if (!/^\d{6}$/.test(code)) return <p className="muted small">Type a six-digit code to see its price and today’s band.</p>;
  if (instrument.error) return <ErrorMessage error={instrument.error} testId="bt-instrument-error" />;
  const q = instrument.data;
  if (!q) return <p className="muted small">Loading the quote…</p>;
  const typed = cents(price);
  const outside = typed !== null && q.band_down !== null && q.band_up !== null && (typed < (cents(q.band_down) ?? 0) || typed > (cents(q.band_up) ?? 0));
  const discount = discountText(price, q.price);
  return (
    <div className="alert" data-testid="bt-instrument">
      <p>
        <strong data-testid="bt-instrument-name">{q.name}</strong> {q.code} · price <strong data-testid="bt-instrument-price">{q.price}</strong> · previous
        close {q.prev_close} · today’s band{' '}
        <strong data-testid="bt-instrument-band">
          {q.band_down ?? '—'} – {q.band_up ?? '—'}
        </strong>
        {q.halted && <span className="badge badge-danger">halted</span>}
      </p>
      <p className="small">
        Quantities: at least {q.min_quantity}, in steps of {q.step}.{' '}
        {discount !== null && (
          <>
            Discount at the typed price: <strong data-testid="bt-offer-discount">{discount} %</strong>.
          </>
        )}
      </p>
      {outside && (
        <p className="small hint-warn" data-testid="bt-offer-band-warning">
          The price is outside today’s band: the server will refuse it.
        </p>
      )}
      {discount !== null && Number(discount) <= 0 && !outside && (
        <p className="small hint-warn" data-testid="bt-offer-discount-warning">
          The price is not below the market price: the server will refuse it.
        </p>
      )}
    </div>
  );
}
