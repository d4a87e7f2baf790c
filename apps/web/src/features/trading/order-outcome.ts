import type { Order } from '@meridian/contract/trading';

/** The toast after an order: filled at once (spec: "Purchase successful" / "Sale successful") or resting at its limit. */
export function orderOutcomeKey(order: Pick<Order, 'side' | 'state'>): string {
  if (order.state === 'filled') return order.side === 'buy' ? 'trading.buySuccess' : 'trading.sellSuccess';
  return 'trading.orderPlaced';
}
