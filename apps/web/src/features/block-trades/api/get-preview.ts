import type { PurchasePreview } from '@meridian/contract/block-trades';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { blockTradeKeys } from './keys.ts';

/** `GET /api/block-trades/offers/:id/preview`: value, fees and total as the server computes them (the client never does). */
export function fetchPreview(offerId: number, quantity: number): Promise<PurchasePreview> {
  return get<PurchasePreview>(`/api/block-trades/offers/${offerId}/preview`, { quantity }, { allowRepeat: true });
}

/** Asked only for a quantity the form already accepts, so a typing user sees no error toasts. */
export function usePreview(offerId: number, quantity: number | undefined) {
  return useQuery({
    queryKey: blockTradeKeys.preview(offerId, quantity ?? 0),
    queryFn: () => fetchPreview(offerId, quantity ?? 0),
    enabled: quantity !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
