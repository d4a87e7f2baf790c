import { memo, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Tag } from 'antd-mobile';
import { toneClass } from '../format.ts';
import '../quotes.css';
import { ChangePill } from './change-pill.tsx';
import { FlashValue } from './flash-value.tsx';

export type RowQuote = { code: string; name: string; price: string; change_pct: string; halted?: boolean };

type Props = {
  quote: RowQuote;
  onOpen: (code: string) => void;
  testId: string;
  /** Replaces the change pill, e.g. volume or turnover on those rankings. */
  metric?: string;
  rowRef?: Ref<HTMLButtonElement>;
};

/**
 * One stock in a list: name and code, live price, change in percent. Tapping opens the detail.
 * Memoised on what it shows: a tick re-renders only the rows whose stock moved (the list passes a
 * fresh `quote` object on every render, so the fields are compared, not the object).
 */
export const QuoteRow = memo(function QuoteRow({ quote, onOpen, testId, metric, rowRef }: Props) {
  return (
    <button ref={rowRef} type="button" className="quote-row" data-testid={testId} data-code={quote.code} onClick={() => onOpen(quote.code)}>
      <span className="quote-id">
        <span className="quote-name">{quote.name}</span>
        <span className="quote-code">
          {quote.code}
          {quote.halted ? <HaltedTag /> : null}
        </span>
      </span>
      {/* A ranking's row that now shows another stock does not flash its price as a move. */}
      <FlashValue of={quote.code} value={quote.price} className={`quote-price ${toneClass(quote.change_pct)}`} testId="quote-price" />
      {metric !== undefined ? <span className="quote-metric">{metric}</span> : <ChangePill value={quote.change_pct} />}
    </button>
  );
}, sameRow);

function sameRow(a: Props, b: Props): boolean {
  const x = a.quote;
  const y = b.quote;
  return (
    x.code === y.code &&
    x.name === y.name &&
    x.price === y.price &&
    x.change_pct === y.change_pct &&
    x.halted === y.halted &&
    a.metric === b.metric &&
    a.onOpen === b.onOpen &&
    a.testId === b.testId &&
    a.rowRef === b.rowRef
  );
}

function HaltedTag() {
  const { t } = useTranslation();
  return (
    <Tag color="default" className="quote-halted">
      {t('market.haltedShort')}
    </Tag>
  );
}

/** The column heads above a list of QuoteRows. */
export function QuoteHead({ metricLabel }: { metricLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="quote-head">
      <span>{t('market.nameCode')}</span>
      <span>{t('market.latestPrice')}</span>
      <span>{metricLabel ?? t('market.fluctuation')}</span>
    </div>
  );
}
