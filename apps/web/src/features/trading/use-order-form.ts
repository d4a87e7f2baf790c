import type { OrderSide, OrderType, Ticket } from '@meridian/contract/trading';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced.ts';
import type { OrderBody } from './api/preview-order.ts';
import { limitPriceProblem, PRICE_INPUT } from './price.ts';
import { quantityProblem, quantityUnit, toShares, type QuantityProblem, type QuantityUnit } from './quantity.ts';

/** The preview is asked for once the form has stopped changing for this long. */
export const PREVIEW_DEBOUNCE_MS = 400;

type Args = {
  side: OrderSide;
  ticket: Ticket | undefined;
  /** Sells: what may be sold now (the position's, on the close form; else the ticket's). */
  sellable?: number;
  /** Close form: sell from this position only. */
  positionId?: number;
};

export type OrderForm = {
  type: OrderType;
  setType: (type: OrderType, livePrice?: string) => void;
  price: string;
  setPrice: (price: string) => void;
  quantity: string;
  setQuantity: (quantity: string) => void;
  leverage: number;
  setLeverage: (leverage: number) => void;
  unit: QuantityUnit;
  shares: number | null;
  /** The first rule the form breaks (text key), checked again by the server. */
  problem: QuantityProblem | undefined;
  /** The order as it would be sent, once the form is complete; debounced for the preview. */
  body: OrderBody | undefined;
  previewBody: OrderBody | undefined;
  reset: () => void;
};

/** The state and the client-side checks shared by the order ticket and the close form. */
export function useOrderForm({ side, ticket, sellable, positionId }: Args): OrderForm {
  const [type, setTypeState] = useState<OrderType>('market');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [leverage, setLeverage] = useState(1);

  const unit: QuantityUnit = ticket ? quantityUnit(ticket, side) : side === 'sell' ? 'shares' : 'lots';
  const shares = ticket ? toShares(quantity, unit, ticket.lot_size) : null;
  const canSell = sellable ?? ticket?.sellable;
  const problem = ticket
    ? (quantityProblem(quantity, { side, unit, rules: ticket, sellable: side === 'sell' ? canSell : undefined }) ??
      (type === 'limit' ? limitPriceProblem(price, ticket) : undefined))
    : undefined;
  const effectiveLeverage = side === 'buy' && ticket?.leverage.includes(leverage) ? leverage : 1;

  const bodyKey =
    ticket && !problem && shares !== null
      ? JSON.stringify({
          code: ticket.code,
          side,
          type,
          quantity: shares,
          ...(type === 'limit' && PRICE_INPUT.test(price.trim()) ? { price: price.trim() } : {}),
          leverage: effectiveLeverage,
          ...(positionId !== undefined ? { position_id: positionId } : {}),
        } satisfies OrderBody)
      : '';
  // Ticks re-render the ticket several times a second: debounce the text, not a new object each render.
  const settledKey = useDebounced(bodyKey, PREVIEW_DEBOUNCE_MS);
  const body = useMemo(() => (bodyKey ? (JSON.parse(bodyKey) as OrderBody) : undefined), [bodyKey]);
  const previewBody = useMemo(() => (settledKey && settledKey === bodyKey ? (JSON.parse(settledKey) as OrderBody) : undefined), [settledKey, bodyKey]);

  return {
    type,
    setType: (next, livePrice) => {
      setTypeState(next);
      // A limit order starts from the live price, which the user then adjusts.
      if (next === 'limit' && !price && livePrice) setPrice(livePrice);
    },
    price,
    setPrice,
    quantity,
    setQuantity: (v) => setQuantity(v.replace(/\D/g, '')),
    leverage: effectiveLeverage,
    setLeverage,
    unit,
    shares,
    problem,
    body,
    previewBody,
    reset: () => {
      setQuantity('');
    },
  };
}
