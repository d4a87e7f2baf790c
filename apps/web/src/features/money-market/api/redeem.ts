import type { MoneyMarketRedemption, RedemptionMode } from '@meridian/contract/money-market';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { moneyMarketKeys } from './keys.ts';

export type RedeemBody = { amount: string; pay_password: string; mode: RedemptionMode };

/** `POST /api/money-market/redemptions`: normal (paid on the next trading day after T) or instant (at once, within the daily cap). */
export function redeem(body: RedeemBody, idempotencyKey: string): Promise<MoneyMarketRedemption> {
  return post<MoneyMarketRedemption>('/api/money-market/redemptions', body, { idempotencyKey });
}

export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RedeemBody; key: string }) => redeem(body, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moneyMarketKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
