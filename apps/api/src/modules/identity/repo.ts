import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operators } from '../admin/tables.ts';
import { users } from '../auth/tables.ts';
import { identityVerifications as iv } from './tables.ts';

export type Row = typeof iv.$inferSelect;
export type NewRow = typeof iv.$inferInsert;
export type Decided = 'pending' | 'approved' | 'rejected';
/** A submission with its user's name and the deciding operator's, for the back office. */
export type AdminRow = { row: Row; username: string; reviewer: string | null };

const LIVE: Decided[] = ['pending', 'approved'];

export const latestOfUser = async (q: Db | Tx, userId: number): Promise<Row | undefined> =>
  (await q.select().from(iv).where(eq(iv.userId, userId)).orderBy(desc(iv.id)).limit(1))[0];

export async function approvedName(q: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await q.select({ realName: iv.realName }).from(iv).where(and(eq(iv.userId, userId), eq(iv.state, 'approved'))).limit(1);
  return row?.realName;
}

export async function numberIsLive(q: Db | Tx, idNumber: string): Promise<boolean> {
  const [row] = await q.select({ id: iv.id }).from(iv).where(and(eq(iv.idNumber, idNumber), inArray(iv.state, LIVE))).limit(1);
  return row !== undefined;
}

export async function insert(q: Db | Tx, values: NewRow): Promise<Row> {
  const [row] = await q.insert(iv).values(values).returning();
  if (!row) throw new Error('identity insert returned no row');
  return row;
}

/** Whether `file` is a photo of any submission (of `userId`'s only, when given). */
export async function imageExists(q: Db | Tx, file: string, userId?: number): Promise<boolean> {
  const ofFile = or(eq(iv.frontFile, file), eq(iv.backFile, file));
  const [row] = await q
    .select({ id: iv.id })
    .from(iv)
    .where(userId === undefined ? ofFile : and(eq(iv.userId, userId), ofFile))
    .limit(1);
  return row !== undefined;
}

const adminSelect = (q: Db | Tx) =>
  q
    .select({ row: iv, username: users.username, reviewer: operators.username })
    .from(iv)
    .innerJoin(users, eq(users.id, iv.userId))
    .leftJoin(operators, eq(operators.id, iv.reviewedBy));

/** Pending: oldest first. Decided: the most recent decision first. */
export async function queuePage(q: Db | Tx, state: Decided, page: number, size: number): Promise<{ rows: AdminRow[]; total: number }> {
  const order = state === 'pending' ? [asc(iv.submittedAt), asc(iv.id)] : [desc(iv.reviewedAt), desc(iv.id)];
  const rows = await adminSelect(q)
    .where(eq(iv.state, state))
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: await countInState(q, state) };
}

export async function countInState(q: Db | Tx, state: Decided): Promise<number> {
  const [row] = await q.select({ n: count() }).from(iv).where(eq(iv.state, state));
  return row?.n ?? 0;
}

export const adminById = async (q: Db | Tx, id: number): Promise<AdminRow | undefined> => (await adminSelect(q).where(eq(iv.id, id)))[0];

export const adminHistory = (q: Db | Tx, userId: number): Promise<AdminRow[]> => adminSelect(q).where(eq(iv.userId, userId)).orderBy(desc(iv.id));

/** Moves a pending submission to its decision; undefined when it is not pending (or does not exist). */
export async function decidePending(tx: Tx, id: number, set: { state: 'approved' | 'rejected'; reason: string | null; reviewedAt: Date; reviewedBy: number }) {
  const [row] = await tx
    .update(iv)
    .set(set)
    .where(and(eq(iv.id, id), eq(iv.state, 'pending')))
    .returning();
  return row;
}

export async function exists(q: Db | Tx, id: number): Promise<boolean> {
  const [row] = await q.select({ id: iv.id }).from(iv).where(eq(iv.id, id));
  return row !== undefined;
}
