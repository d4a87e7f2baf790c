import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { OrderSide } from '@meridian/contract/trading';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { QuoteView } from '../market/quote-view.ts';
import { reaches } from './order-rules.ts';
import { orders } from './tables.ts';

type Resting = { id: number; side: OrderSide; limit: number };
type Seen = { low: number; high: number };

export type LimitBookDeps = {
  db: Db;
  bus: Bus;
  clock: Clock;
  book(code: string): QuoteView | undefined;
  /** Fills the order at its limit (answers false when it was no longer open). */
  fill(orderId: number): Promise<boolean>;
  expire(orderId: number): Promise<void>;
  /** Only the leading process matches orders (one process alone always leads). */
  leading(): boolean;
  log: { error(obj: object, msg: string): void };
};

/**
 * Watches the open limit orders: an in-memory index per code, fed by the market's ticks from
 * the bus. A tick only records the lowest and highest price seen per code; a worker then fills
 * every order those prices reached (a buy at or above the low, a sell at or below the high),
 * at its limit price. The index is rebuilt from the database at start and at every sweep, so a
 * missed tick, a restart or an order placed by another process never strands an order.
 *
 * In a cluster only the leader matches: a follower sends the orders placed through it to the
 * leader over the bus (`trading.watch`), and ignores ticks.
 */
export function createLimitBook(deps: LimitBookDeps) {
  const byCode = new Map<string, Map<number, Resting>>();
  const seen = new Map<string, Seen>();
  let working: Promise<void> | undefined;

  function add(code: string, o: Resting): void {
    const m = byCode.get(code) ?? new Map<number, Resting>();
    m.set(o.id, o);
    byCode.set(code, m);
  }
  function remove(code: string, id: number): void {
    byCode.get(code)?.delete(id);
  }

  /** A traded price for a code: remembered, and acted on by the worker. */
  function observe(code: string, price: number): void {
    if (!deps.leading() || !byCode.get(code)?.size) return;
    const s = seen.get(code);
    seen.set(code, s ? { low: Math.min(s.low, price), high: Math.max(s.high, price) } : { low: price, high: price });
    working ??= work().finally(() => (working = undefined));
  }

  async function work(): Promise<void> {
    while (seen.size) {
      const batch = [...seen];
      seen.clear();
      for (const [code, s] of batch) await fillReached(code, s);
    }
  }

  async function fillReached(code: string, s: Seen): Promise<void> {
    const book = deps.book(code);
    if (!book || book.inst.halted) return;
    const due = [...(byCode.get(code)?.values() ?? [])].filter((o) => reaches(o.side, o.limit, o.side === 'buy' ? s.low : s.high));
    for (const o of due.sort((a, b) => a.id - b.id)) {
      try {
        await deps.fill(o.id);
        remove(code, o.id);
      } catch (err) {
        // Left in the index: the next tick or sweep tries again.
        deps.log.error({ err, orderId: o.id }, 'limit order fill failed');
      }
    }
  }

  const unsubscribers = [
    deps.bus.subscribe('tick', (payload) => {
      const tick = payload as { code: string; price: string };
      const cents = Math.round(Number(tick.price) * 100);
      if (Number.isFinite(cents)) observe(tick.code, cents);
    }),
    deps.bus.subscribe('trading.watch', (payload) => {
      const o = payload as { code: string } & Resting;
      if (deps.leading()) add(o.code, { id: o.id, side: o.side, limit: o.limit });
    }),
  ];

  /** Rebuilds the index from the open limit orders in the database. */
  async function load(): Promise<void> {
    const rows = await deps.db
      .select({ id: orders.id, code: orders.code, side: orders.side, limit: orders.limitPrice })
      .from(orders)
      .where(and(eq(orders.state, 'open'), isNotNull(orders.limitPrice)));
    byCode.clear();
    for (const r of rows) add(r.code, { id: r.id, side: r.side, limit: Number(r.limit) });
  }

  async function expireDue(): Promise<void> {
    const due = await deps.db
      .select({ id: orders.id, code: orders.code })
      .from(orders)
      .where(and(eq(orders.state, 'open'), lte(orders.expiresAt, deps.clock.now())))
      .orderBy(orders.id);
    for (const o of due) {
      try {
        await deps.expire(o.id);
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'ORDER_NOT_OPEN')) deps.log.error({ err, orderId: o.id }, 'limit order expiry failed');
      }
      remove(o.code, o.id);
    }
  }

  /** The sweep: expire what is due, rebuild the index, and check every open order against the current price. */
  async function sweep(): Promise<void> {
    await drain();
    await expireDue();
    await load();
    for (const [code, m] of byCode) {
      const book = deps.book(code);
      if (book && m.size) observe(code, book.quote.price);
    }
    await drain();
  }

  async function drain(): Promise<void> {
    while (working) await working;
  }

  return {
    load,
    sweep,
    drain,
    /** A newly placed order (also checked against the current price by the caller). */
    watch: (code: string, id: number, side: OrderSide, limit: number) => deps.bus.publish('trading.watch', { code, id, side, limit }),
    forget: remove,
    stop: () => unsubscribers.forEach((off) => off()),
  };
}
export type LimitBook = ReturnType<typeof createLimitBook>;
