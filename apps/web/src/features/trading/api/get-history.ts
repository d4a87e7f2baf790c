import type { ClosedPosition } from '@meridian/contract/trading';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { nextPage, PAGE_SIZE, type Page, tradingKeys } from './keys.ts';

/** `GET /api/trading/history`: closed positions, newest first. */
export function fetchHistory(page: number): Promise<Page<ClosedPosition>> {
  return get<Page<ClosedPosition>>('/api/trading/history', { page, size: PAGE_SIZE }, { allowRepeat: true });
}

export function useHistory() {
  return useInfiniteQuery({
    queryKey: tradingKeys.history(),
    queryFn: ({ pageParam }) => fetchHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** `GET /api/trading/history/:id`. */
export function fetchHistoryItem(id: number): Promise<ClosedPosition> {
  return get<ClosedPosition>(`/api/trading/history/${id}`, undefined, { allowRepeat: true });
}

export function useHistoryItem(id: number | undefined) {
  return useQuery({ queryKey: tradingKeys.historyItem(id ?? 0), queryFn: () => fetchHistoryItem(id ?? 0), enabled: id !== undefined });
}
