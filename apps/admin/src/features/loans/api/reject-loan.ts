import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoanItem, rejectLoanBody } from '@meridian/contract/loans';
import type { Input } from '../../../lib/contract-types';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { loanKeys } from './get-loans';

export type RejectLoanInput = { id: number; body: Input<typeof rejectLoanBody> };

/** The user reads the reason; no money moves. */
export function rejectLoan({ id, body }: RejectLoanInput, idempotencyKey: string): Promise<AdminLoanItem> {
  return request<AdminLoanItem>(`/loans/applications/${id}/reject`, { method: 'POST', body, idempotencyKey });
}

export function useRejectLoan() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: RejectLoanInput) => rejectLoan(input, keys.keyFor(input)),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}
