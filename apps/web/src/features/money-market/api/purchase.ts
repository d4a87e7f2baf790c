import type { MoneyMarketPurchase } from '@meridian/contract/money-market';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { moneyMarketKeys } from './keys.ts';

export type PurchaseBody = { amount: string; pay_password: string };

/** `POST /api/money-market/purchases`: from available cash, held now, confirmed on the next trading day after T. */
export function purchase(body: PurchaseBody, idempotencyKey: string): Promise<MoneyMarketPurchase> {
  return post<MoneyMarketPurchase>('/api/money-market/purchases', body, { idempotencyKey });
}

export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PurchaseBody; key: string }) => purchase(body, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moneyMarketKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
