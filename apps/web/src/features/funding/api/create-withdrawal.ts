import type { Withdrawal } from '@meridian/contract/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { fundingKeys } from './keys.ts';

export type WithdrawalBody = { card_id: number; amount: string; pay_password: string };

/** `POST /api/funding/withdrawals`: the amount is frozen at once and waits for an operator. */
export function createWithdrawal(body: WithdrawalBody, idempotencyKey: string): Promise<Withdrawal> {
  return post<Withdrawal>('/api/funding/withdrawals', body, { idempotencyKey });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalBody; key: string }) => createWithdrawal(body, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: fundingKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
