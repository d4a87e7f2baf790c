import type { Order, OrderType } from '@meridian/contract/trading';
import { useIsMutating, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { isPreviewKey, tradingKeys } from './keys.ts';

export type ClosePositionBody = { quantity: number; type: OrderType; price?: string; pay_password: string };

/** `POST /api/trading/positions/:id/close`: a sell of this position's shares (all or part). */
export function closePosition(id: number, body: ClosePositionBody, idempotencyKey: string): Promise<Order> {
  return post<Order>(`/api/trading/positions/${id}/close`, body, { idempotencyKey });
}

/**
 * True while a sell of this position is on its way. The position's own reads (its detail and the
 * sell previews of it) do not poll meanwhile: asked while the sale commits, the server would answer
 * "not found" for shares just sold, and that toast would cover "Sale successful".
 */
export function useClosing(id: number | undefined): boolean {
  return useIsMutating({ mutationKey: tradingKeys.close(id ?? 0) }) > 0 && id !== undefined;
}

export function useClosePosition(id: number) {
  const queryClient = useQueryClient();
  const self = JSON.stringify(tradingKeys.position(id));
  const ofThisPosition = (key: QueryKey) => isPreviewKey(key) && (key[2] as { position_id?: number } | null)?.position_id === id;
  return useMutation({
    mutationKey: tradingKeys.close(id),
    mutationFn: ({ body, key }: { body: ClosePositionBody; key: string }) => closePosition(id, body, key),
    // A read of this position already on its way is called off (its request aborted, so it toasts nothing).
    onMutate: () => queryClient.cancelQueries({ queryKey: tradingKeys.all, predicate: (query) => JSON.stringify(query.queryKey) === self || ofThisPosition(query.queryKey) }),
    onSettled: async () => {
      // Not this position itself, nor a sell preview of it: a full close removes it, and asking
      // for either again would only toast "not found". The previews of this position are dropped
      // (an open form asks again itself); the detail screen asks again when shares are left.
      queryClient.removeQueries({ queryKey: tradingKeys.all, predicate: (query) => ofThisPosition(query.queryKey) });
      await queryClient.invalidateQueries({
        queryKey: tradingKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== self && !isPreviewKey(query.queryKey),
      });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
