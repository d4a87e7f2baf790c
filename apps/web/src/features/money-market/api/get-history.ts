import type { HistoryType, MoneyMarketHistoryItem } from '@meridian/contract/money-market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { moneyMarketKeys } from './keys.ts';

export type HistoryFilter = HistoryType | 'all';
type Page = { list: MoneyMarketHistoryItem[]; total: number; page: number; size: number };
const SIZE = 20;

/** `GET /api/money-market/history`: purchases, redemptions and income, newest first. */
export function fetchHistory(type: HistoryFilter, page: number): Promise<Page> {
  return get<Page>('/api/money-market/history', { type, page, size: SIZE }, { allowRepeat: true });
}

export function useMoneyMarketHistory(type: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: moneyMarketKeys.history(type),
    queryFn: ({ pageParam }) => fetchHistory(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}
