import type { Order, OrderType } from '@meridian/contract/trading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { tradingKeys } from './keys.ts';

export type ClosePositionBody = { quantity: number; type: OrderType; price?: string; pay_password: string };

/** `POST /api/trading/positions/:id/close`: a sell of this position's shares (all or part). */
export function closePosition(id: number, body: ClosePositionBody, idempotencyKey: string): Promise<Order> {
  return post<Order>(`/api/trading/positions/${id}/close`, body, { idempotencyKey });
}

export function useClosePosition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ClosePositionBody; key: string }) => closePosition(id, body, key),
    onSettled: async () => {
      // Not this position itself: a full close removes it, and asking for it again would only
      // toast "not found". The detail screen asks again itself when shares are left.
      const self = tradingKeys.position(id);
      await queryClient.invalidateQueries({
        queryKey: tradingKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(self),
      });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
