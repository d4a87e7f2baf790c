import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminOrderList, OrderState } from '@meridian/contract/trading';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type AdminOrderList = Output<typeof adminOrderList>;
export type AdminOrder = AdminOrderList['list'][number];
export type OrdersQuery = { state: OrderState | 'all'; user_id: number | undefined; page: number; size: number };

export const orderKeys = {
  all: ['trading', 'orders'] as const,
  list: (query: OrdersQuery) => [...orderKeys.all, query] as const,
};

/** `GET /admin/api/trading/orders`: every user's orders, read-only. */
export function getOrders(query: OrdersQuery): Promise<AdminOrderList> {
  return request<AdminOrderList>('/trading/orders', { query });
}

export function useOrders(query: OrdersQuery) {
  return useQuery(queryOptions({ queryKey: orderKeys.list(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData }));
}
