import type { QuoteSort, QuoteSummary } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useQuotesInfinite } from '../api/get-quotes.ts';
import { compact, displayName } from '../format.ts';
import { withTick } from '../live-quote.ts';
import { QuoteHead, QuoteRow } from './quote-row.tsx';
import { useVisibleCodes } from './use-visible-codes.ts';

const METRIC_LABEL: Partial<Record<QuoteSort, string>> = { volume: 'market.volume', turnover: 'market.turnover' };

/**
 * One ranking of /market, page by page. Only the rows on screen are subscribed on the socket;
 * the ranking order itself is the server's at the last (pull-to-)refresh.
 */
export function RankingList({ sort, onOpen }: { sort: QuoteSort; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuotesInfinite(sort);
  const { visible, rowRef } = useVisibleCodes();
  const live = useLiveQuotes(visible);
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
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
        keyOf={(row) => row.code}
        renderItem={(row) => {
          const quote = withTick(row, live.get(row.code));
          return (
            <QuoteRow
              quote={{ ...quote, name: displayName(quote, lang) }}
              metric={metricOf(quote)}
              onOpen={onOpen}
              testId="market-row"
              rowRef={rowRef(row.code)}
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
