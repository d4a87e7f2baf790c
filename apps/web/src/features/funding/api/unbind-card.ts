import type { BankCard } from '@meridian/contract/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { del } from '../../../lib/request.ts';
import { newIdempotencyKey } from '../../../lib/submission-key.ts';
import { fundingKeys } from './keys.ts';

/** `DELETE /api/funding/cards/:id`: refused while a withdrawal to the card is pending. */
export function unbindCard(id: number): Promise<BankCard> {
  return del<BankCard>(`/api/funding/cards/${id}`, undefined, { idempotencyKey: newIdempotencyKey() });
}

export function useUnbindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.cards() }),
  });
}
