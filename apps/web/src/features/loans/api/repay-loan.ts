import type { LoanItem, LoanRepayment } from '@meridian/contract/loans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { loanKeys } from './keys.ts';

export type RepayBody = { amount: string; pay_password: string };

/** `POST /api/loans/:id/repay`: from available cash with the trading password; interest first, then principal. */
export function repayLoan(id: number, body: RepayBody, idempotencyKey: string): Promise<{ loan: LoanItem; repayment: LoanRepayment }> {
  return post(`/api/loans/${id}/repay`, body, { idempotencyKey });
}

export function useRepayLoan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RepayBody; key: string }) => repayLoan(id, body, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: loanKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
