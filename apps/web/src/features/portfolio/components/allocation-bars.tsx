import type { AllocationSlice } from '@meridian/contract/portfolio';
import { useTranslation } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatMoney, formatPercent } from '../../../lib/money.ts';

/** One horizontal bar per slice, its share and value; `label` names a slice in the user's language. */
export function AllocationBars({ slices, label, testId }: { slices: AllocationSlice[]; label: (key: string) => string; testId: string }) {
  const { t } = useTranslation();
  if (slices.length === 0) return <EmptyState title={t('portfolio.nothingHeld')} />;
  return (
    <ul className="allocation" data-testid={testId}>
      {slices.map((s) => (
        <li key={s.key} className="allocation-row" data-testid={`${testId}-${s.key}`}>
          <span className="allocation-label">
            <span>{label(s.key)}</span>
            <span className="allocation-figures">
              {formatMoney(s.value)} · {formatPercent(s.pct)}
            </span>
          </span>
          <span className="allocation-track">
            <span className="allocation-bar" style={{ width: `${Math.max(1, Number(s.pct))}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
