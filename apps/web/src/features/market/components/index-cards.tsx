import type { QuoteSummary } from '@meridian/contract/market';
import { useLang } from '../../../lib/use-lang.ts';
import { percent, signed, toneClass } from '../format.ts';
import { displayName } from '../../../lib/names.ts';
import { FlashValue } from './flash-value.tsx';
import '../quotes.css';

/** The four indices as cards, two by two: level, change and change in percent, live. */
export function IndexCards({ items, onOpen }: { items: readonly QuoteSummary[]; onOpen: (code: string) => void }) {
  const lang = useLang();
  return (
    <div className="index-grid">
      {items.map((item) => (
        <button key={item.code} type="button" className={`index-card ${toneClass(item.change)}`} data-testid="home-index" data-code={item.code} onClick={() => onOpen(item.code)}>
          <span className="index-name">{displayName(item, lang)}</span>
          <FlashValue value={item.price} className="index-price" testId="home-index-price" />
          <span className="index-change">
            {signed(item.change)} {percent(item.change_pct)}
          </span>
        </button>
      ))}
    </div>
  );
}
