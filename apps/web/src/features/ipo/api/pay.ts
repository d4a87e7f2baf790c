import type { IpoApplication } from '@meridian/contract/ipo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { ipoKeys } from './keys.ts';

/** `POST /api/ipo/applications/:id/pay`: pays the allocation from available cash with the trading password. */
export function payAllocation(id: number, payPassword: string, idempotencyKey: string): Promise<IpoApplication> {
  return post<IpoApplication>(`/api/ipo/applications/${id}/pay`, { pay_password: payPassword }, { idempotencyKey });
}

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payPassword, key }: { id: number; payPassword: string; key: string }) => payAllocation(id, payPassword, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ipoKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
