import type { BlockTradePurchase } from '@meridian/contract/block-trades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { blockTradeKeys } from './keys.ts';

export type PurchaseBody = { quantity: number; pay_password: string };

/** `POST /api/block-trades/offers/:id/purchase`: with the trading password; one Idempotency-Key per submission. */
export function purchaseBlockTrade(offerId: number, body: PurchaseBody, idempotencyKey: string): Promise<BlockTradePurchase> {
  return post<BlockTradePurchase>(`/api/block-trades/offers/${offerId}/purchase`, body, { idempotencyKey });
}

export function usePurchase(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PurchaseBody; key: string }) => purchaseBlockTrade(offerId, body, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: blockTradeKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
