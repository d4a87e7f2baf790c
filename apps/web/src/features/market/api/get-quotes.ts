import type { QuotePage, QuoteSort } from '@meridian/contract/market';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/quotes?sort=&page=&size=`: stocks ranked by gainers, losers, volume or turnover. */
export function fetchQuotes(sort: QuoteSort, page: number, size: number): Promise<QuotePage> {
  return get<QuotePage>('/api/market/quotes', { sort, page, size });
}

export const QUOTES_PAGE_SIZE = 20;

/** The ranking lists of /market: page by page, with load-more. */
export function quotesInfiniteQuery(sort: QuoteSort) {
  return infiniteQueryOptions({
    queryKey: [...marketKeys.quotes(sort, QUOTES_PAGE_SIZE), 'pages'],
    queryFn: ({ pageParam }) => fetchQuotes(sort, pageParam, QUOTES_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

/** Re-read while shown: between reads the loaded rows are re-ranked from the ticks (live-quote.ts). */
export function useQuotesInfinite(sort: QuoteSort) {
  return useInfiniteQuery({ ...quotesInfiniteQuery(sort), refetchInterval: 15_000 });
}

export function topQuotesQuery(sort: QuoteSort, size: number) {
  return queryOptions({ queryKey: marketKeys.quotes(sort, size), queryFn: () => fetchQuotes(sort, 1, size) });
}

/** One short ranking (home's top gainers), re-read every 15 s; between reads it is re-ranked from the ticks. */
export function useTopQuotes(sort: QuoteSort, size: number, enabled = true) {
  return useQuery({
    ...topQuotesQuery(sort, size),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });
}
