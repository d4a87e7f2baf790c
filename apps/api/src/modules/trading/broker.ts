import type { OrderSide, OrderType } from '@meridian/contract/trading';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Keyed } from '../idempotency/service.ts';
import type { FeeSchedule } from './fees.ts';
import type { OrderRow, TradeRow } from './tables.ts';

/**
 * Where orders are executed (docs/integrity.md). The shipped broker is a paper-trading engine on the
 * simulated feed (paper-broker.ts); a real deployment puts a licensed broker's API behind the
 * same interface. The service checks every rule before an order gets here; the broker executes,
 * stores, and reports what happened on its event stream.
 */
export type PlaceRequest = {
  userId: number;
  code: string;
  side: OrderSide;
  type: OrderType;
  quantity: number;
  /** Cents; limit orders only. */
  limitPrice: number | null;
  leverage: number;
  /** Sells: this position only. */
  positionId: number | null;
  /** The fee schedule the ticket showed; the fill charges exactly this. */
  schedule: FeeSchedule;
  /** The caller's reference (client order id), unique per user: placing it again answers the first order. */
  clientKey?: string | null | undefined;
  /** The request's Idempotency-Key: a market order's batch commits it with the fill and its answer. */
  keyed?: Keyed<Execution> | undefined;
};

export type Execution = { order: OrderRow; trade?: TradeRow | undefined };

export type BrokerEvent = { kind: 'placed' | 'filled' | 'cancelled' | 'expired'; order: OrderRow; trade?: TradeRow | undefined };

export type Broker = {
  readonly name: string;
  /** True while orders are only simulated: every ticket and price screen says so. */
  readonly simulated: boolean;
  /** A market order answers filled (or throws, nothing stored); a limit order answers open, or filled when the price already reaches it. */
  place(request: PlaceRequest): Promise<Execution>;
  /** The owner's open order, cancelled with its hold or reservation released; someone else's is NOT_FOUND. */
  cancel(userId: number, orderId: number): Promise<OrderRow>;
  /** The fill stream: every fill, cancellation and expiry, after its transaction committed. */
  onEvent(listener: (event: BrokerEvent) => void): () => void;
  /** Loads what must be watched (open orders) before the first tick. */
  start(): Promise<void>;
  schedule(scheduler: Scheduler): void;
  /** Waits until every tick received so far has been acted on (tests; shutdown). */
  drain(): Promise<void>;
  /** Expires what is due and checks every open order against the current price (the periodic sweep). */
  sweep(): Promise<void>;
  stop(): void;
};
