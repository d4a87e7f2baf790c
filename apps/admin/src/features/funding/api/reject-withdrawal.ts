import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { rejectWithdrawalBody } from '@meridian/contract/funding';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { fundingKeys } from './get-deposits';
import type { AdminWithdrawal } from './get-withdrawals';

export type RejectWithdrawalInput = { id: number; body: Input<typeof rejectWithdrawalBody> };

/** Refused with a reason code and words the user sees; the held amount is released to them. */
export function rejectWithdrawal({ id, body }: RejectWithdrawalInput, idempotencyKey: string): Promise<AdminWithdrawal> {
  return request<AdminWithdrawal>(`/funding/withdrawals/${id}/reject`, { method: 'POST', body, idempotencyKey });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RejectWithdrawalInput) => rejectWithdrawal(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingKeys.withdrawals }),
  });
}
