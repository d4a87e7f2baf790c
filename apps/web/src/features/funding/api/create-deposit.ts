import type { Deposit, DepositMethod } from '@meridian/contract/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type DepositBody = { method: DepositMethod; amount: string };

/** `POST /api/funding/deposits`: bank transfer (house account and reference) or quick pay (simulated provider). */
export function createDeposit(body: DepositBody, idempotencyKey: string): Promise<Deposit> {
  return post<Deposit>('/api/funding/deposits', body, { idempotencyKey });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositBody; key: string }) => createDeposit(body, key),
    onSuccess: (deposit) => queryClient.setQueryData(fundingKeys.deposit(deposit.id), deposit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingKeys.all }),
  });
}
