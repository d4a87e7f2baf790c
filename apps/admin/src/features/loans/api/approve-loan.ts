import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoanItem } from '@meridian/contract/loans';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { request } from '../../../lib/request';
import { loanKeys } from './get-loans';

/** Lends the amount into the user's available cash; interest accrues from today. */
export function approveLoan(id: number, idempotencyKey: string): Promise<AdminLoanItem> {
  return request<AdminLoanItem>(`/loans/applications/${id}/approve`, { method: 'POST', body: { note: '' }, idempotencyKey });
}

export function useApproveLoan() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: number) => approveLoan(id, keys.keyFor(['approve', id])),
    onSettled: (_data, error) => keys.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
}
