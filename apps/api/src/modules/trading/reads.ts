import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { OrderState, PendingListing, TradeRange } from '@meridian/contract/trading';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { users } from '../auth/tables.ts';
import { localDay, periodStart } from '../market/calendar.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { Held } from './plan.ts';
import { orders, positionCloses, positions, sellReservations, trades } from './tables.ts';
import { closedView, livePosition, orderView, positionView, tradeView, type LivePosition } from './views.ts';

/** Position rows with the shares that open sells have reserved on each (in a transaction that locked the rows, or a plain read). */
export async function withReserved(db: Db | Tx, rows: (typeof positions.$inferSelect)[]): Promise<Held[]> {
  if (!rows.length) return [];
  const reserved = await db
    .select({ positionId: sellReservations.positionId, n: sql<string>`sum(${sellReservations.quantity})::text` })
    .from(sellReservations)
    .where(
      inArray(
        sellReservations.positionId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(sellReservations.positionId);
  const byId = new Map(reserved.map((r) => [r.positionId, Number(r.n)]));
  return rows.map((r) => ({ ...r, reserved: byId.get(r.id) ?? 0 }));
}

export type ReadDeps = {
  db: Db;
  clock: Clock;
  book(code: string): QuoteView | undefined;
  day(at: Date): string;
  simulated: boolean;
  marginCallPct(): Promise<number>;
  /** Paid but not yet tradable shares (new shares before listing), listed beside the positions. */
  pendingListings?: (userId: number) => Promise<PendingListing[]>;
};

/** Everything a user (or an operator, read-only) reads about trading. Every user query is scoped by the user's id. */
export function createReads(deps: ReadDeps) {
  const { db, book, simulated } = deps;
  const paged = <T>(list: T[], total: number, page: number, size: number) => ({ list, total, page, size });

  /** The user's open positions with the shares open sells have reserved on each, oldest first (read, not locked). */
  async function holdings(userId: number, filter: { id?: number; code?: string } = {}): Promise<Held[]> {
    const where = and(
      eq(positions.userId, userId),
      gt(positions.quantity, 0),
      filter.id === undefined ? undefined : eq(positions.id, filter.id),
      filter.code === undefined ? undefined : eq(positions.code, filter.code),
    );
    return withReserved(db, await db.select().from(positions).where(where).orderBy(positions.id));
  }

  /** The user's open positions at live prices, oldest first. */
  async function live(userId: number, only?: number): Promise<LivePosition[]> {
    const today = deps.day(deps.clock.now());
    return (await holdings(userId, only === undefined ? {} : { id: only })).map((h) => livePosition(h, book(h.code), h.reserved, today));
  }

  async function positionList(userId: number) {
    const list = await live(userId);
    const call = await deps.marginCallPct();
    const pending = deps.pendingListings ? await deps.pendingListings(userId) : [];
    return {
      list: list.map((p) => positionView(p, book, call, simulated)),
      market_value: formatMoney(list.reduce((s, p) => s + p.marketValue, 0n)),
      floating_pl: formatMoney(list.reduce((s, p) => s + p.floatingPl, 0n)),
      pending,
      pending_value: formatMoney(pending.reduce((s, p) => s + parseMoney(p.cost), 0n)),
    };
  }

  async function positionDetail(userId: number, id: number) {
    const [p] = await live(userId, id);
    if (!p) throw new AppError('NOT_FOUND');
    return positionView(p, book, await deps.marginCallPct(), simulated);
  }


  async function marketValueByExchange(userId: number): Promise<{ SH: bigint; SZ: bigint }> {
    const out = { SH: 0n, SZ: 0n };
    for (const p of await live(userId)) {
      const exchange = book(p.row.code)?.inst.exchange;
      if (exchange === 'SH' || exchange === 'SZ') out[exchange] += p.marketValue;
    }
    return out;
  }

  async function marketValue(userId: number): Promise<bigint> {
    return (await live(userId)).reduce((s, p) => s + p.marketValue, 0n);
  }

  async function orderList(userId: number, state: 'open' | 'all', page: number, size: number) {
    const where = and(eq(orders.userId, userId), state === 'open' ? eq(orders.state, 'open') : undefined);
    const rows = await db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    return paged(
      rows.map((o) => orderView(o, book, simulated)),
      total?.n ?? 0,
      page,
      size,
    );
  }

  async function history(userId: number, page: number, size: number) {
    const where = eq(positionCloses.userId, userId);
    const rows = await db.select().from(positionCloses).where(where).orderBy(desc(positionCloses.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(positionCloses).where(where);
    return paged(
      rows.map((c) => closedView(c, book)),
      total?.n ?? 0,
      page,
      size,
    );
  }

  async function historyDetail(userId: number, id: number) {
    const [c] = await db
      .select()
      .from(positionCloses)
      .where(and(eq(positionCloses.id, id), eq(positionCloses.userId, userId)));
    if (!c) throw new AppError('NOT_FOUND');
    return closedView(c, book);
  }

  /** Fills since the start of today / this week / month / quarter / year (Asia/Shanghai), newest first. */
  async function tradeList(userId: number, range: TradeRange, page: number, size: number) {
    const now = deps.clock.now();
    const from = periodStart(range, now);
    const where = and(eq(trades.userId, userId), gte(trades.createdAt, from));
    const rows = await db.select().from(trades).where(where).orderBy(desc(trades.createdAt), desc(trades.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(trades).where(where);
    return {
      ...paged(
        rows.map((t) => tradeView(t, book)),
        total?.n ?? 0,
        page,
        size,
      ),
      from: localDay(from),
      to: localDay(now),
    };
  }

  async function assets(userId: number) {
    const list = await live(userId);
    const floating = list.reduce((s, p) => s + p.floatingPl, 0n);
    const [realised] = await db
      .select({ n: sql<string>`coalesce(sum(${positionCloses.realisedPl}), 0)::text` })
      .from(positionCloses)
      .where(eq(positionCloses.userId, userId));
    const [open] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.state, 'open')));
    const realisedPl = BigInt(realised?.n ?? '0');
    return {
      market_value: formatMoney(list.reduce((s, p) => s + p.marketValue, 0n)),
      floating_pl: formatMoney(floating),
      realised_pl: formatMoney(realisedPl),
      total_pl: formatMoney(realisedPl + floating),
      borrowed: formatMoney(list.reduce((s, p) => s + p.row.borrowed, 0n)),
      open_orders: open?.n ?? 0,
      simulated,
    };
  }

  async function adminOrders(q: { user_id?: number | undefined; state: OrderState | 'all'; page: number; size: number }) {
    const where = and(q.user_id === undefined ? undefined : eq(orders.userId, q.user_id), q.state === 'all' ? undefined : eq(orders.state, q.state));
    const rows = await db
      .select({ o: orders, username: users.username })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    return paged(
      rows.map(({ o, username }) => ({ ...orderView(o, book, simulated), user_id: o.userId, username })),
      total?.n ?? 0,
      q.page,
      q.size,
    );
  }

  return { holdings, live, positionList, positionDetail, marketValueByExchange, marketValue, orderList, history, historyDetail, tradeList, assets, adminOrders };
}
export type Reads = ReturnType<typeof createReads>;
