import type { SearchItem } from '@meridian/contract/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';

/** Contract market.ts `MAX_SEARCH_LENGTH`: the code box stops there. */
export const CODE_INPUT_MAX = 32;

/** `GET /api/market/search?q=`: the ticket's code box suggests stocks by code, name or pinyin. */
export function findStocks(q: string): Promise<SearchItem[]> {
  return get<SearchItem[]>('/api/market/search', { q }, { allowRepeat: true });
}

export function useFindStocks(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['trading', 'find-stocks', text],
    queryFn: () => findStocks(text),
    enabled: text.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
