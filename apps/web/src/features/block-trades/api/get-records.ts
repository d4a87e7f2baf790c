import type { BlockTradePurchase } from '@meridian/contract/block-trades';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { blockTradeKeys } from './keys.ts';

type Page = { list: BlockTradePurchase[]; total: number; page: number; size: number };
const SIZE = 20;

/** `GET /api/block-trades/purchases`: the user's purchases, newest first. */
export function fetchRecords(page: number): Promise<Page> {
  return get<Page>('/api/block-trades/purchases', { page, size: SIZE }, { allowRepeat: true });
}

export function useRecords() {
  return useInfiniteQuery({
    queryKey: blockTradeKeys.records(),
    queryFn: ({ pageParam }) => fetchRecords(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    refetchOnMount: 'always',
  });
}
