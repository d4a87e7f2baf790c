import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlockTradeOffer } from '@meridian/contract/block-trades';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { blockTradeKeys } from './keys';

export type CloseOfferInput = { id: number; reason: string };

/** No more purchases of the offer; those made stand. Audited. */
export function closeOffer({ id, reason }: CloseOfferInput, idempotencyKey: string): Promise<AdminBlockTradeOffer> {
  return request<AdminBlockTradeOffer>(`/block-trades/offers/${id}/close`, { method: 'POST', body: { reason }, idempotencyKey });
}

export function useCloseOffer() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: CloseOfferInput) => closeOffer(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockTradeKeys.all }),
  });
}
