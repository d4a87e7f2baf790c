import type { BlockTradeOffer } from '@meridian/contract/block-trades';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { blockTradeKeys } from './keys.ts';

/** `GET /api/block-trades/offers`: offers not yet ended or closed, with the live market price. */
export function fetchOffers(): Promise<{ list: BlockTradeOffer[] }> {
  return get<{ list: BlockTradeOffer[] }>('/api/block-trades/offers', undefined, { allowRepeat: true });
}

/** Refreshed every 10 s: market prices, discounts and remaining quantities move. */
export const useOffers = () => useQuery({ queryKey: blockTradeKeys.offers(), queryFn: fetchOffers, refetchOnMount: 'always', refetchInterval: 10_000 });
