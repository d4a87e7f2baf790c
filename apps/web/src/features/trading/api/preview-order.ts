import type { OrderPreview, OrderSide, OrderType } from '@meridian/contract/trading';
import { keepPreviousData, useIsMutating, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { useClosing } from './close-position.ts';
import { tradingKeys } from './keys.ts';

/** The body of a preview and, with the trading password, of an order. Never a value, fee or total. */
export type OrderBody = {
  code: string;
  side: OrderSide;
  type: OrderType;
  quantity: number;
  price?: string;
  leverage?: number;
  position_id?: number;
};

/** A market order's price moves with the ticks: its preview is asked for again this often. */
export const PREVIEW_REFRESH_MS = 5_000;

/** `POST /api/trading/orders/preview`: the server's price, value, fees and total; nothing is stored. */
export function previewOrder(body: OrderBody, signal?: AbortSignal): Promise<OrderPreview> {
  // A preview is a question, not a submission: the 1-second repeat guard does not apply.
  return post<OrderPreview>('/api/trading/orders/preview', body, { allowRepeat: true, signal });
}

/** The preview of `body` (undefined while the form is not complete). */
export function useOrderPreview(body: OrderBody | undefined) {
  const placing = useIsMutating({ mutationKey: tradingKeys.place() }) > 0;
  const closing = useClosing(body?.position_id);
  return useQuery({
    queryKey: tradingKeys.preview(body ?? null),
    queryFn: ({ signal }) => previewOrder(body as OrderBody, signal),
    enabled: body !== undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A refusal (market closed, not enough sellable) is shown once, not toasted every few seconds.
    refetchInterval: (query) => (placing || closing || query.state.status === 'error' ? false : PREVIEW_REFRESH_MS),
  });
}
