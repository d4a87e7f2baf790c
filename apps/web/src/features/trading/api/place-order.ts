import type { Order } from '@meridian/contract/trading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { summaryKeys } from '../../../lib/account-summary.ts';
import { post } from '../../../lib/request.ts';
import { isPreviewKey, tradingKeys } from './keys.ts';
import type { OrderBody } from './preview-order.ts';

export type PlaceOrderBody = OrderBody & { pay_password: string };

/** `POST /api/trading/orders` with the trading password; one Idempotency-Key per submission. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  return post<Order>('/api/trading/orders', body, { idempotencyKey });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: tradingKeys.place(),
    mutationFn: ({ body, key }: { body: PlaceOrderBody; key: string }) => placeOrder(body, key),
    // A preview on its way is called off: answered after the order, it would be refused (the cash or
    // the shares just used) and toast over the order's outcome. Previews do not poll meanwhile.
    onMutate: () => queryClient.cancelQueries({ queryKey: tradingKeys.all, predicate: (query) => isPreviewKey(query.queryKey) }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: tradingKeys.all });
      await queryClient.invalidateQueries({ queryKey: summaryKeys.all });
    },
  });
}
