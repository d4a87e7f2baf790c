import type { QuoteSort, QuoteSummary } from '@meridian/contract/market';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useQuotesInfinite } from '../api/get-quotes.ts';
import { displayName } from '../../../lib/names.ts';
import { compact } from '../format.ts';
import { rankLive } from '../live-quote.ts';
import { QuoteHead, QuoteRow } from './quote-row.tsx';
import { useVisibleCodes } from './use-visible-codes.ts';

const METRIC_LABEL: Partial<Record<QuoteSort, string>> = { volume: 'market.volume', turnover: 'market.turnover' };

/**
 * One ranking of /market, page by page. Only the rows on screen are subscribed on the socket;
 * the loaded rows are re-ranked on every tick, and the server's ranking is re-read every few
 * seconds so rows from further down can rise into view.
 */
export function RankingList({ sort, onOpen }: { sort: QuoteSort; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuotesInfinite(sort);
  const { visible, rowRef } = useVisibleCodes();
  const live = useLiveQuotes(visible);
  const rows = rankLive(query.data?.pages.flatMap((p) => p.list) ?? [], live, sort);
  const metricKey = METRIC_LABEL[sort];

  const metricOf = (quote: QuoteSummary) => {
    if (sort === 'volume') return compact(quote.volume, lang);
    if (sort === 'turnover') return compact(quote.turnover, lang);
    return undefined;
  };

  if (query.isPending) return <PageLoading inline />;
  return (
    <div className="ranking" data-testid={`ranking-${sort}`}>
      <div className="list-head">
        <QuoteHead metricLabel={metricKey ? t(metricKey) : undefined} />
      </div>
      <RefreshList
        items={rows}
        // Keyed by place, not by code: when a tick re-ranks the rows, each place shows its new
        // stock instead of rows moving about, which a reader (and CLS) sees as the list jumping.
        keyOf={(_row, place) => place}
        renderItem={(quote) => {
          return (
            <QuoteRow
              quote={{ ...quote, name: displayName(quote, lang) }}
              metric={metricOf(quote)}
              onOpen={onOpen}
              testId="market-row"
              rowRef={rowRef(quote.code)}
            />
          );
        }}
        onRefresh={() => query.refetch()}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
        hasMore={query.hasNextPage}
      />
    </div>
  );
}
