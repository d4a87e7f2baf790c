import type { BankCard } from '@meridian/contract/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type BindCardBody = { bank: string; branch: string; holder: string; iban: string };

/** `POST /api/funding/cards`: in the verified name; the server checks the IBAN and the holder. */
export function bindCard(body: BindCardBody, idempotencyKey: string): Promise<BankCard> {
  return post<BankCard>('/api/funding/cards', body, { idempotencyKey });
}

export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BindCardBody; key: string }) => bindCard(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.cards() }),
  });
}
