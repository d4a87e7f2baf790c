import { useTranslation } from '../../../lib/i18n.ts';
import { TextField } from '../../../components/text-field.tsx';
import type { QuantityUnit } from '../quantity.ts';

type Props = {
  unit: QuantityUnit;
  value: string;
  onChange: (value: string) => void;
  /** The "Max" / "All" link: fills the largest allowed quantity (hidden when there is none). */
  onMax?: () => void;
  maxLabel: string;
  hint: string;
  testId: string;
};

/** The quantity in lots (ordinary buys) or shares (STAR buys and sells). */
export function QuantityField({ unit, value, onChange, onMax, maxLabel, hint, testId }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(unit === 'lots' ? 'trading.lots' : 'trading.shares')}
      placeholder={t(unit === 'lots' ? 'trading.lotsPlaceholder' : 'trading.sharesPlaceholder')}
      value={value}
      onChange={onChange}
      testId={testId}
      inputMode="numeric"
      maxLength={9}
      autoComplete="off"
      hint={
        <span data-testid={`${testId}-hint`} data-unit={unit}>
          {hint}
        </span>
      }
      extra={
        onMax ? (
          <button type="button" className="link" data-testid={`${testId}-max`} onClick={onMax}>
            {maxLabel}
          </button>
        ) : null
      }
    />
  );
}
