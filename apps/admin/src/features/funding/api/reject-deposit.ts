import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { rejectDepositBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys, type AdminDeposit } from './get-deposits';

export type RejectDepositInput = { id: number; body: Input<typeof rejectDepositBody> };

export function rejectDeposit({ id, body }: RejectDepositInput, idempotencyKey: string): Promise<AdminDeposit> {
  return request<AdminDeposit>(`/funding/deposits/${id}/reject`, { method: 'POST', body, idempotencyKey });
}

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RejectDepositInput) => rejectDeposit(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingKeys.deposits }),
  });
}
