import { useTranslation } from '../../../lib/i18n.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDepth } from '../api/get-depth.ts';
import { formatDecimal } from '../../../lib/money.ts';
import { price } from '../format.ts';

/** Five asks over five bids, the best in the middle, with bars by size; labelled simulated while it is. */
export function DepthBook({ code, prevClose }: { code: string; prevClose: string }) {
  const { t } = useTranslation();
  const depth = useDepth(code).data;
  if (!depth) return <PageLoading inline />;
  const max = Math.max(1, ...depth.bids.map((l) => l.volume), ...depth.asks.map((l) => l.volume));
  const tone = (value: string) => (Number(value) > Number(prevClose) ? 'tone-up' : Number(value) < Number(prevClose) ? 'tone-down' : 'tone-flat');
  const row = (side: 'ask' | 'bid', i: number, level: { price: string; volume: number } | undefined) => (
    <div key={`${side}${i}`} className={`depth-row depth-row--${side}`} data-testid={`depth-${side}-${i + 1}`}>
      <span className="depth-label">{t(side === 'ask' ? 'market.askN' : 'market.bidN', { n: i + 1 })}</span>
      <span className={`depth-price ${level ? tone(level.price) : ''}`}>{price(level?.price)}</span>
      <span className="depth-volume">{level ? formatDecimal(String(level.volume / 100)) : '–'}</span>
      {level ? <span className="depth-bar" style={{ width: `${(level.volume / max) * 100}%` }} /> : null}
    </div>
  );
  return (
    <div className="depth-book" data-testid="depth-book">
      {depth.simulated ? <p className="depth-note" data-testid="depth-simulated">{t('market.depthSimulated')}</p> : null}
      <div className="depth-side">{[4, 3, 2, 1, 0].map((i) => row('ask', i, depth.asks[i]))}</div>
      <div className="depth-side">{[0, 1, 2, 3, 4].map((i) => row('bid', i, depth.bids[i]))}</div>
      <p className="depth-unit">{t('market.depthUnit')}</p>
    </div>
  );
}
