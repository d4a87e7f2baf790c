import type { Withdrawal } from '@meridian/contract/funding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { newIdempotencyKey } from '../../../lib/submission-key.ts';
import { fundingKeys } from './keys.ts';

/** `POST /api/funding/withdrawals/:id/cancel`: only while pending; the frozen amount is released. */
export function cancelWithdrawal(id: number): Promise<Withdrawal> {
  return post<Withdrawal>(`/api/funding/withdrawals/${id}/cancel`, {}, { idempotencyKey: newIdempotencyKey() });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: fundingKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
