import type { LoanItem } from '@meridian/contract/loans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

export type LoanApplication = { amount: string; term_days: number };

/** `POST /api/loans/applications`: verified identity needed; one open application or loan at a time. */
export function applyForLoan(body: LoanApplication, idempotencyKey: string): Promise<LoanItem> {
  return post<LoanItem>('/api/loans/applications', body, { idempotencyKey });
}

export function useApplyForLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: LoanApplication; key: string }) => applyForLoan(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.list() }),
  });
}
