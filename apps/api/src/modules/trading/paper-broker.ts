import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { Ledger } from '../ledger/service.ts';
import type { MarketService } from '../market/service.ts';
import type { Broker, BrokerEvent, Execution, PlaceRequest } from './broker.ts';
import { createLimitBook } from './limit-book.ts';
import { createLimitOrders } from './limit-orders.ts';
import { createMarketExecutor } from './market-executor.ts';
import { marketPriceCents, reaches } from './order-rules.ts';
import { orders, trades } from './tables.ts';

/** How often open limit orders are re-checked against the price and expired orders closed. */
const SWEEP_MS = 5000;

/**
 * The shipped broker: paper trading on the simulated feed (docs/integrity.md). Market orders fill at
 * once at the last price ± one tick (inside the band), in batches (market-executor.ts); limit
 * orders rest with their money or shares set aside and fill at their limit on the first tick
 * that reaches it (limit-book.ts), or expire at the end of their session. No partial fills.
 */
export function createPaperBroker(ctx: Ctx, deps: { ledger: Ledger; market: MarketService; keys?: Pick<Idempotency, 'claimMany' | 'answersUpdate'> | undefined }): Broker {
  const { db, clock, bus, log } = ctx;
  const listeners = new Set<(e: BrokerEvent) => void>();
  const emit = (e: BrokerEvent) => {
    for (const l of listeners) {
      try {
        l(e);
      } catch (err) {
        log.error({ err }, 'broker listener failed');
      }
    }
  };

  const limits = createLimitOrders({ db, clock, ledger: deps.ledger, sessions: deps.market.sessions });
  const executor = createMarketExecutor({
    db,
    clock,
    ledger: deps.ledger,
    market: deps.market,
    keys: deps.keys,
    gatherMs: ctx.config.ORDER_GATHER_MS,
    quietMs: ctx.config.ORDER_GATHER_QUIET_MS,
    onFilled: (done) => done.forEach((e) => emit({ kind: 'filled', ...e })),
  });

  async function fillLimit(orderId: number, better?: number): Promise<Execution | undefined> {
    const done = await limits.fill(orderId, better);
    if (done) emit({ kind: 'filled', ...done });
    return done;
  }

  const book = createLimitBook({
    db,
    bus,
    clock,
    book: deps.market.book,
    fill: async (id) => (await fillLimit(id)) !== undefined,
    leading: ctx.leader.leading,
    expire: async (id) => emit({ kind: 'expired', order: await limits.close(id, undefined, 'expired') }),
    log,
  });

  async function place(r: PlaceRequest): Promise<Execution> {
    try {
      return await placeOnce(r);
    } catch (err) {
      const first = r.clientKey && isUniqueViolation(err, 'trading_orders_client_key') ? await byClientKey(r.userId, r.clientKey) : undefined;
      if (!first) throw err;
      if (first.order.code !== r.code || first.order.side !== r.side || first.order.quantity !== r.quantity) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return first;
    }
  }

  /** The first order placed with this client key, as it stands now. */
  async function byClientKey(userId: number, key: string): Promise<Execution | undefined> {
    const [order] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.clientKey, key)));
    if (!order) return undefined;
    const [trade] = await db.select().from(trades).where(eq(trades.orderId, order.id));
    return { order, trade };
  }

  async function placeOnce(r: PlaceRequest): Promise<Execution> {
    if (r.type === 'market') return executor.submit(r);
    const limit = r.limitPrice!;
    const order = await limits.place({ ...r, limitPrice: limit });
    emit({ kind: 'placed', order });
    book.watch(order.code, order.id, order.side, limit);
    // A limit the market already reaches fills now, at the market price (the ask or bid) when
    // that is better than the limit: the new order takes the price that is there.
    const current = deps.market.book(order.code);
    if (current && !current.inst.halted && reaches(order.side, limit, current.quote.price)) {
      const done = await fillLimit(order.id, marketPriceCents(current, order.side));
      if (done) {
        book.forget(order.code, order.id);
        return done;
      }
    }
    return { order };
  }

  async function cancel(userId: number, orderId: number) {
    const order = await limits.close(orderId, userId, 'cancelled');
    book.forget(order.code, order.id);
    emit({ kind: 'cancelled', order });
    return order;
  }

  return {
    name: 'paper',
    simulated: true,
    place,
    cancel,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: book.load,
    schedule(scheduler: Scheduler) {
      scheduler.add({ name: 'trading.limit-orders', everyMs: SWEEP_MS, run: book.sweep });
    },
    async drain() {
      await executor.idle();
      await book.drain();
    },
    sweep: book.sweep,
    stop: book.stop,
  };
}
