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
      // Not this position itself, nor a sell preview of it: a full close removes it, and asking
      // for either again would only toast "not found". The previews of this position are dropped
      // (an open form asks again itself); the detail screen asks again when shares are left.
      const self = JSON.stringify(tradingKeys.position(id));
      const isPreview = (key: readonly unknown[]) => key[1] === 'preview';
      const ofThisPosition = (key: readonly unknown[]) => isPreview(key) && (key[2] as { position_id?: number } | null)?.position_id === id;
      queryClient.removeQueries({ queryKey: tradingKeys.all, predicate: (query) => ofThisPosition(query.queryKey) });
      await queryClient.invalidateQueries({
        queryKey: tradingKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== self && !isPreview(query.queryKey),
      });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
