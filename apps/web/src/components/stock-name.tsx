import { displayName, secondaryName, type Named } from '../lib/names.ts';
import { useLang } from '../lib/use-lang.ts';

/** A stock's name in the reader's language, the Chinese name beneath it for the other languages. */
export function StockName({ item, testId }: { item: Named; testId?: string }) {
  const lang = useLang();
  const second = secondaryName(item, lang);
  return (
    <span className="stock-name">
      <span className="stock-name-main" data-testid={testId}>
        {displayName(item, lang)}
      </span>
      {second ? (
        <span className="stock-name-zh" lang="zh">
          {second}
        </span>
      ) : null}
    </span>
  );
}
