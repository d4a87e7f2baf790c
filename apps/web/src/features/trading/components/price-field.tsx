import type { Ticket } from '@meridian/contract/trading';
import { useTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../components/text-field.tsx';
import { stepPrice } from '../price.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  ticket: Pick<Ticket, 'tick' | 'band_up' | 'band_down'>;
  /** Where − / + start when nothing is typed: the live price. */
  fallback: string;
  testId: string;
};

/** The limit price with − / + one tick, and the tick and today's band as the hint. */
export function PriceField({ value, onChange, ticket, fallback, testId }: Props) {
  const { t } = useTranslation();
  const hint =
    ticket.band_up !== null && ticket.band_down !== null
      ? t('trading.tickBandHint', { tick: ticket.tick, down: ticket.band_down, up: ticket.band_up })
      : t('trading.tickHint', { tick: ticket.tick });
  return (
    <TextField
      label={t('trading.price')}
      placeholder={t('trading.limitPricePlaceholder')}
      value={value}
      onChange={(v) => onChange(v.replace(/[^\d.]/g, ''))}
      testId={testId}
      inputMode="decimal"
      maxLength={12}
      autoComplete="off"
      hint={<span data-testid={`${testId}-hint`}>{hint}</span>}
      extra={
        <span className="stepper">
          <button type="button" className="stepper-button" aria-label="−" data-testid={`${testId}-down`} onClick={() => onChange(stepPrice(value, -1, ticket, fallback))}>
            −
          </button>
          <button type="button" className="stepper-button" aria-label="+" data-testid={`${testId}-up`} onClick={() => onChange(stepPrice(value, 1, ticket, fallback))}>
            +
          </button>
        </span>
      }
    />
  );
}
