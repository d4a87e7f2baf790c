import type { Order } from '@meridian/contract/trading';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { nextPage, PAGE_SIZE, type Page, tradingKeys } from './keys.ts';

export type OrderState = 'open' | 'all';

/** Resting limit orders fill on a tick: the open list is asked for again this often. */
export const ORDERS_REFRESH_MS = 5_000;

/** `GET /api/trading/orders?state=open|all`, newest first. */
export function fetchOrders(state: OrderState, page: number): Promise<Page<Order>> {
  return get<Page<Order>>('/api/trading/orders', { state, page, size: PAGE_SIZE }, { allowRepeat: true });
}

export function useOrders(state: OrderState) {
  return useInfiniteQuery({
    queryKey: tradingKeys.orders(state),
    queryFn: ({ pageParam }) => fetchOrders(state, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    refetchInterval: (query) => (state === 'open' && query.state.status !== 'error' ? ORDERS_REFRESH_MS : false),
  });
}
