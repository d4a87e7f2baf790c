import type { SearchItem } from '@meridian/contract/market';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { marketKeys } from './keys.ts';

/** `GET /api/market/search?q=`: by code, pinyin initials (gzmt), full pinyin (maotai) or name; best 20 first. */
export function searchInstruments(q: string): Promise<SearchItem[]> {
  return get<SearchItem[]>('/api/market/search', { q });
}

export function searchQuery(q: string) {
  return queryOptions({ queryKey: marketKeys.search(q), queryFn: () => searchInstruments(q), staleTime: 30_000 });
}

export function useSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...searchQuery(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
}
