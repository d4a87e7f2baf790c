import { Tabs } from './tabs.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** Spec §9: history ranges. */
export const RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;
export type Range = (typeof RANGES)[number];

const LABELS: Record<Range, string> = {
  today: 'trading.today',
  week: 'trading.thisWeek',
  month: 'trading.thisMonth',
  quarter: 'trading.thisQuarter',
  year: 'trading.thisYear',
};

function isRange(value: string): value is Range {
  return (RANGES as readonly string[]).includes(value);
}

export function RangeTabs({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={value} onChange={(key) => isRange(key) && onChange(key)} className="range-tabs">
      {RANGES.map((range) => (
        <Tabs.Tab key={range} title={<span data-testid={`range-${range}`}>{t(LABELS[range])}</span>} />
      ))}
    </Tabs>
  );
}
