import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlockTradeOffer, createOfferBody } from '@meridian/contract/block-trades';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { blockTradeKeys } from './keys';

export type CreateOfferBody = Input<typeof createOfferBody>;

/** Lists an offer; the server checks the price against the live market and today's band, and audits it. */
export function createOffer(body: CreateOfferBody, idempotencyKey: string): Promise<AdminBlockTradeOffer> {
  return request<AdminBlockTradeOffer>('/block-trades/offers', { method: 'POST', body, idempotencyKey });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (body: CreateOfferBody) => createOffer(body, keys.keyFor(body)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockTradeKeys.all }),
  });
}
