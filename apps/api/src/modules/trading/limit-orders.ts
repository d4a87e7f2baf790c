import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { money } from '../../platform/money.ts';
import { memo } from '../ledger/memo.ts';
import type { Ledger } from '../ledger/service.ts';
import type { Sessions } from '../market/sessions.ts';
import type { Execution, PlaceRequest } from './broker.ts';
import { computeFees } from './fees.ts';
import { checkSellQuantity, expiryOf, reaches } from './order-rules.ts';
import { allocateSell, buyPlan, sellableOf, sellPlan, type Fill } from './plan.ts';
import { filledColumns, newClose, newPosition, orderRow, scheduleOfOrder, tradeRow } from './rows.ts';
import { orders, type OrderRow } from './tables.ts';
import { lockHoldings, lockPositions, nextOrderId, nextTradeId, release, reservationsOf, reserve, writeFills } from './writes.ts';

export type LimitDeps = { db: Db; clock: Clock; ledger: Ledger; sessions: Sessions };

/**
 * Resting limit orders: placing one sets aside what it needs (a buy holds value at the limit +
 * fees through the ledger; a sell reserves shares on positions), a fill spends exactly that,
 * and a cancel or expiry gives all of it back. Every step locks the order row first and moves
 * the state once, from open.
 */
export function createLimitOrders(deps: LimitDeps) {
  const { db, clock, ledger, sessions } = deps;

  async function place(r: PlaceRequest & { limitPrice: number }): Promise<OrderRow> {
    const now = clock.now();
    const at = { now, day: sessions.day(now) };
    const expiresAt = expiryOf(sessions, now);
    return db.transaction(async (tx) => (r.side === 'buy' ? placeBuy(tx, r, at, expiresAt) : placeSell(tx, r, at, expiresAt)));
  }

  async function placeBuy(tx: Tx, r: PlaceRequest & { limitPrice: number }, at: { now: Date; day: string }, expiresAt: Date) {
    const value = BigInt(r.limitPrice) * BigInt(r.quantity);
    const plan = buyPlan({ ...r, price: r.limitPrice, fees: computeFees(r.schedule, 'buy', value) });
    const id = await nextOrderId(tx);
    const hold = await ledger.hold(tx, {
      key: `order:${id}:hold`,
      userId: r.userId,
      amount: money(plan.cashOut),
      reason: 'order',
      ref: { type: 'order', id },
      memo: memo('buy_at_limit', { quantity: r.quantity, code: r.code }),
    });
    const row = orderRow(id, r, at, { frozen: plan.cashOut, expiresAt, holdId: hold.id, borrowed: plan.borrowed });
    await writeFills(tx, { orders: [row] });
    return row;
  }

  async function placeSell(tx: Tx, r: PlaceRequest & { limitPrice: number }, at: { now: Date; day: string }, expiresAt: Date) {
    const scope = (await lockHoldings(tx, [r])).filter((h) => r.positionId === null || h.id === r.positionId);
    if (r.positionId !== null && scope.length === 0) throw new AppError('NOT_FOUND');
    checkSellQuantity(r.code, r.quantity, scope.reduce((s, p) => s + sellableOf(p, at.day), 0));
    const allocation = allocateSell(scope, r.quantity, at.day);
    const id = await nextOrderId(tx);
    const row = orderRow(id, r, at, { expiresAt });
    await writeFills(tx, { orders: [row] });
    await reserve(
      tx,
      id,
      r.userId,
      allocation.map((a) => ({ positionId: a.position.id, quantity: a.quantity })),
    );
    return row;
  }

  /**
   * Fills an open order at its limit price, or at `better` when that is better for the user (an
   * order the market already reaches when it is placed trades at the market price); answers
   * undefined when it is no longer open (filled, cancelled or expired meanwhile).
   */
  async function fill(orderId: number, better?: number): Promise<Execution | undefined> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!o || o.state !== 'open' || o.limitPrice === null) return undefined;
      // Past its session: the sweep expires it; a late tick must not fill it.
      if (o.expiresAt && o.expiresAt <= now) return undefined;
      const limit = Number(o.limitPrice);
      const price = better !== undefined && reaches(o.side, limit, better) ? better : limit;
      const value = BigInt(price) * BigInt(o.quantity);
      const f: Fill = { userId: o.userId, code: o.code, side: o.side, price, quantity: o.quantity, leverage: o.leverage, fees: computeFees(scheduleOfOrder(o), o.side, value) };
      const key = `order:${o.id}:fill`;
      const tradeId = await nextTradeId(tx);
      if (o.side === 'buy') {
        const plan = buyPlan(f);
        const hold = await ledger.postHold(tx, { holdId: o.holdId!, userId: o.userId, key, kind: 'trade_buy', to: plan.houseLines, memo: memo('buy', { quantity: o.quantity, code: o.code }) });
        const trade = tradeRow(tradeId, f, { orderId: o.id, value, cashAmount: -plan.cashOut, entryId: hold.resolveEntryId, now });
        const sellableFrom = sessions.nextTradingDay(sessions.day(now));
        const position = newPosition({ ...f, price: BigInt(price) }, { orderId: o.id, source: 'order', borrowed: plan.borrowed, sellableFrom, now });
        await writeFills(tx, { trades: [trade], positions: [position] });
        return { order: await finish(tx, o.id, filledColumns(f, value, plan.borrowed, now)), trade };
      }
      const reserved = await reservationsOf(tx, o.id);
      const held = new Map((await lockPositions(tx, reserved.map((r) => r.positionId))).map((h) => [h.id, h]));
      const plan = sellPlan(
        f,
        reserved.map((r) => ({ position: held.get(r.positionId)!, quantity: r.quantity })),
        now,
      );
      const entry = await ledger.post(tx, { key, kind: 'trade_sell', userId: o.userId, memo: memo('sell', { quantity: o.quantity, code: o.code }), ref: { type: 'order', id: o.id }, lines: plan.lines });
      await release(tx, o.id);
      const trade = tradeRow(tradeId, f, { orderId: o.id, value, cashAmount: plan.cashIn, entryId: entry.entryId, now });
      const closes = plan.closes.map((c) => newClose(c, { orderId: o.id, tradeId, now }));
      await writeFills(tx, { trades: [trade], closes, changes: plan.changes });
      return { order: await finish(tx, o.id, filledColumns(f, value, plan.borrowed, now)), trade };
    });
  }

  /** Cancels (the owner, or anyone when `userId` is undefined) or expires an open order, giving back its hold or its shares. */
  async function close(orderId: number, userId: number | undefined, state: 'cancelled' | 'expired'): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
      const [o] = await tx.select().from(orders).where(where).for('update');
      if (!o) throw new AppError('NOT_FOUND');
      if (o.state !== 'open') throw new AppError('ORDER_NOT_OPEN');
      if (o.holdId !== null) {
        await ledger.voidHold(tx, { holdId: o.holdId, userId: o.userId, key: `order:${o.id}:release`, kind: 'order_release', memo: memo(state === 'cancelled' ? 'order_cancelled' : 'order_expired', { id: o.id }) });
      }
      await release(tx, o.id);
      return finish(tx, o.id, { state, closedAt: clock.now() });
    });
  }

  async function finish(tx: Tx, id: number, set: Partial<OrderRow>): Promise<OrderRow> {
    const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
    return row!;
  }

  return { place, fill, close };
}
export type LimitOrders = ReturnType<typeof createLimitOrders>;
