import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminBlockTradeOfferPage } from '@meridian/contract/block-trades';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { blockTradeKeys, type OffersQuery } from './keys';

export type OfferPage = Output<typeof adminBlockTradeOfferPage>;

/** Offers newest first, with live market price, sold quantity and the figures the listing was checked against. */
export function getOffers(query: OffersQuery): Promise<OfferPage> {
  return request<OfferPage>('/block-trades/offers', { query });
}

export function useOffers(query: OffersQuery) {
  return useQuery({ queryKey: blockTradeKeys.offers(query), queryFn: () => getOffers(query), placeholderData: keepPreviousData, refetchInterval: 10_000 });
}
