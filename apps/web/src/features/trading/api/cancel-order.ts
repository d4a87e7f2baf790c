import type { Order } from '@meridian/contract/trading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { tradingKeys } from './keys.ts';

/** `POST /api/trading/orders/:id/cancel`: releases what the order froze. */
export function cancelOrder(id: number, idempotencyKey: string): Promise<Order> {
  return post<Order>(`/api/trading/orders/${id}/cancel`, {}, { idempotencyKey });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => cancelOrder(id, key),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: tradingKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
