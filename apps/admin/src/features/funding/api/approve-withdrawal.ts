import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { approveWithdrawalBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys } from './get-deposits';
import type { AdminWithdrawal } from './get-withdrawals';

export type ApproveWithdrawalInput = { id: number; body: Input<typeof approveWithdrawalBody> };

/** Above the second-approval threshold the answer carries the proposal a second operator must approve. */
export type ApprovedWithdrawal = AdminWithdrawal & { approval: { id: number } | null };

/** Paid out: the frozen amount leaves the user's account for bank clearing (or, when large, a proposal for a second operator). */
export function approveWithdrawal({ id, body }: ApproveWithdrawalInput, idempotencyKey: string): Promise<ApprovedWithdrawal> {
  return request<ApprovedWithdrawal>(`/funding/withdrawals/${id}/approve`, { method: 'POST', body, idempotencyKey });
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
