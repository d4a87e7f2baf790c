import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { approveWithdrawalBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys } from './get-deposits';
import type { AdminWithdrawal } from './get-withdrawals';

export type ApproveWithdrawalInput = { id: number; body: Input<typeof approveWithdrawalBody> };

/** Paid out: the frozen amount leaves the user's account for bank clearing. */
export function approveWithdrawal({ id, body }: ApproveWithdrawalInput, idempotencyKey: string): Promise<AdminWithdrawal> {
  return request<AdminWithdrawal>(`/funding/withdrawals/${id}/approve`, { method: 'POST', body, idempotencyKey });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: ApproveWithdrawalInput) => approveWithdrawal(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingKeys.withdrawals }),
  });
}
