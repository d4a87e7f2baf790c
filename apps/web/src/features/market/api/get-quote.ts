import type { QuoteDetail } from '@meridian/contract/market';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/quote/:code`: the full quote of a stock or an index (404 for an unknown code). */
export function fetchQuote(code: string): Promise<QuoteDetail> {
  return get<QuoteDetail>(`/api/market/quote/${encodeURIComponent(code)}`);
}

export function quoteQuery(code: string) {
  return queryOptions({ queryKey: marketKeys.quote(code), queryFn: () => fetchQuote(code), staleTime: 60_000 });
}

export function useQuote(code: string | undefined) {
  return useQuery({ ...quoteQuery(code ?? ''), enabled: Boolean(code) });
}

/**
 * Several quotes at once (the favourites list, which carries codes only). Each is cached on its
 * own, so a stock already opened on the detail screen costs no second call.
 */
export function useQuoteMap(codes: readonly string[]) {
  return useQueries({
    queries: codes.map((code) => quoteQuery(code)),
    combine: (results) => {
      const map = new Map<string, QuoteDetail>();
      results.forEach((result, i) => {
        const code = codes[i];
        if (code && result.data) map.set(code, result.data);
      });
      return { map, pending: results.some((r) => r.isPending) };
    },
  });
}
