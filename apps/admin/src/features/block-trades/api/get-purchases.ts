import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminBlockTradePurchasePage } from '@meridian/contract/block-trades';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { blockTradeKeys, type PurchasesQuery } from './keys';

export type PurchasePage = Output<typeof adminBlockTradePurchasePage>;

/** Every purchase (or one offer's), newest first, with the buyer. */
export function getPurchases({ offerId, page, size }: PurchasesQuery): Promise<PurchasePage> {
  return request<PurchasePage>('/block-trades/purchases', { query: { offer_id: offerId, page, size } });
}

export function usePurchases(query: PurchasesQuery) {
  return useQuery({ queryKey: blockTradeKeys.purchases(query), queryFn: () => getPurchases(query), placeholderData: keepPreviousData });
}
