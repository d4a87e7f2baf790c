import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Tx } from '../../db/client.ts';
import { insertJson, updateJson } from '../../db/json-rows.ts';
import type { Held, PositionChange } from './plan.ts';
import { withReserved } from './reads.ts';
import { orders, positionCloses, positions, sellReservations, trades, type OrderRow, type TradeRow } from './tables.ts';

/**
 * The statements a fill (or a batch of fills) writes, each one statement however many rows.
 * Called inside the fill's transaction only.
 */

export type NewOrder = typeof orders.$inferInsert;
export type NewPosition = typeof positions.$inferInsert;
export type NewTrade = typeof trades.$inferInsert;
export type NewClose = typeof positionCloses.$inferInsert;

/**
 * Ids taken before the rows are written, so ledger keys and closes can name them and the rows
 * need not be read back: per row, a new order id and a new trade id.
 */
export async function nextIds(tx: Tx, n: number, need: { orders: boolean; trades: boolean } = { orders: true, trades: true }) {
  const seq = (name: string, wanted: boolean) => (wanted ? sql.raw(`nextval('${name}')::text`) : sql`NULL`);
  const rows = await queryPrepared<{ o: string | null; t: string | null }>(
    tx,
    sql`SELECT ${seq('trading_orders_id_seq', need.orders)} AS o, ${seq('trading_trades_id_seq', need.trades)} AS t FROM generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => ({ orderId: Number(r.o), tradeId: Number(r.t) }));
}

export const nextOrderId = async (tx: Tx) => (await nextIds(tx, 1, { orders: true, trades: false }))[0]!.orderId;
export const nextTradeId = async (tx: Tx) => (await nextIds(tx, 1, { orders: false, trades: true }))[0]!.tradeId;

export type FillRows = {
  orders?: OrderRow[];
  trades?: TradeRow[];
  positions?: NewPosition[];
  closes?: NewClose[];
  changes?: PositionChange[];
};

/**
 * Everything fills write, in ONE statement however many fills: new orders, trades, positions
 * and closes, and the reduced positions (rows as JSON: db/json-rows.ts).
 */
export async function writeFills(tx: Tx, w: FillRows): Promise<void> {
  const parts: SQL[] = [];
  const add = (name: string, part: SQL) => parts.push(sql`${sql.raw(name)} AS (${part})`);
  if (w.orders?.length) add('o', insertJson(orders, w.orders));
  if (w.trades?.length) add('t', insertJson(trades, w.trades));
  if (w.positions?.length) add('p', insertJson(positions, w.positions));
  if (w.closes?.length) add('c', insertJson(positionCloses, w.closes));
  if (w.changes?.length) add('u', updateJson(positions, 'id', w.changes.map(changeRow)));
  if (!parts.length) return;
  await queryPrepared(tx, sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`);
}

const changeRow = (c: PositionChange) => ({
  id: c.id,
  quantity: c.quantity,
  cost: c.cost,
  buyFee: c.buyFee,
  borrowed: c.borrowed,
  interest: c.interest,
  closedAt: c.closedAt,
});

/**
 * Locks the open positions of these (user, code) pairs — in id order, so two sells never
 * deadlock — and counts what open sell orders have reserved on each. The statement leaves at the
 * call (`execute`), not a turn later when the query is awaited, as the batch's other reads do: a
 * batch's reads reach the database in the order of its calls, which is its order of locks.
 */
export async function lockHoldings(tx: Tx, pairs: { userId: number; code: string }[]): Promise<Held[]> {
  if (!pairs.length) return [];
  const list = sql.join(
    [...new Map(pairs.map((p) => [`${p.userId}:${p.code}`, p])).values()].map((p) => sql`(${p.userId}::bigint, ${p.code}::text)`),
    sql`, `,
  );
  const rows = await tx
    .select()
    .from(positions)
    .where(and(gt(positions.quantity, 0), sql`(${positions.userId}, ${positions.code}) IN (${list})`))
    .orderBy(positions.id)
    .for('update')
    .execute();
  return withReserved(tx, rows);
}

/** Locks the given positions (in id order), with their reserved shares. */
export async function lockPositions(tx: Tx, ids: number[]): Promise<Held[]> {
  if (!ids.length) return [];
  const rows = await tx.select().from(positions).where(inArray(positions.id, ids)).orderBy(positions.id).for('update');
  return withReserved(tx, rows);
}

export async function reserve(tx: Tx, orderId: number, userId: number, parts: { positionId: number; quantity: number }[]): Promise<void> {
  if (parts.length) await tx.insert(sellReservations).values(parts.map((p) => ({ orderId, userId, positionId: p.positionId, quantity: p.quantity })));
}

export async function reservationsOf(tx: Tx, orderId: number) {
  return tx.select().from(sellReservations).where(eq(sellReservations.orderId, orderId)).orderBy(sellReservations.positionId);
}

export async function release(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(sellReservations).where(eq(sellReservations.orderId, orderId));
}
