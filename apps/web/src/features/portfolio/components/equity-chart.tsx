import type { PortfolioView } from '@meridian/contract/portfolio';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMarketDay } from '../../../lib/date.ts';

const W = 320;
const H = 120;
const PAD = 6;

/** The equity curve as a line over the days of the range (net assets; the last point is now). */
export function EquityChart({ points, tone }: { points: PortfolioView['points']; tone: string }) {
  const { t } = useTranslation();
  const values = points.map((p) => Number(p.net_assets));
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  // One valuation so far: a level line across the range, not a peak in the middle.
  const drawn = values.length === 1 ? [values[0]!, values[0]!] : values;
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (drawn.length - 1);
  const y = (v: number) => (max === min ? H / 2 : PAD + ((max - v) * (H - 2 * PAD)) / span);
  const line = drawn.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const first = points[0]!.day;
  const last = points.at(-1)!.day;
  return (
    <figure className={`equity-chart ${tone}`} data-testid="portfolio-chart">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={t('portfolio.curve')}>
        <polyline points={`${PAD},${H} ${line} ${W - PAD},${H}`} className="equity-fill" />
        <polyline points={line} className="equity-line" />
        {values.length === 1 ? <circle cx={x(1)} cy={y(values[0]!)} r="3" className="equity-dot" /> : null}
      </svg>
      <figcaption className="equity-axis">
        <span>{formatMarketDay(first)}</span>
        {last === first ? null : <span>{formatMarketDay(last)}</span>}
      </figcaption>
    </figure>
  );
}
