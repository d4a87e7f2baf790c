import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SupportThread } from '@meridian/contract/support';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';
import { supportMessages, supportThreads } from './tables.ts';

export type ThreadRow = typeof supportThreads.$inferSelect;
export type Sender = 'user' | 'operator';
type Exec = Db | Tx;

/** The user's lines that no operator has read yet, per thread (a correlated subquery). */
const operatorUnread = sql<number>`(SELECT count(*) FROM support_messages m
  WHERE m.thread_id = ${supportThreads.id} AND m.sender = 'user' AND m.id > ${supportThreads.operatorReadId})`.mapWith(Number);

export async function threadOfUser(db: Exec, userId: number): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.userId, userId));
  return row;
}

export async function threadById(db: Exec, id: number): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id));
  return row;
}

/** The user's thread, made on their first line, locked for this transaction. */
export async function lockThreadOfUser(tx: Tx, userId: number, now: Date): Promise<ThreadRow> {
  await tx.insert(supportThreads).values({ userId, lastMessageAt: now, createdAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(supportThreads).where(eq(supportThreads.userId, userId)).for('update');
  if (!row) throw new Error('support thread missing after insert');
  return row;
}

export async function lockThread(tx: Tx, id: number): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(supportThreads).where(eq(supportThreads.id, id)).for('update');
  return row;
}

/** Adds a line and moves the thread's clock; the writer has, by writing, read everything before it. */
export async function addLine(tx: Tx, thread: ThreadRow, line: { sender: Sender; operatorId: number | null; body: string; at: Date }) {
  const [row] = await tx
    .insert(supportMessages)
    .values({ threadId: thread.id, sender: line.sender, operatorId: line.operatorId, body: line.body, createdAt: line.at })
    .returning();
  const read = line.sender === 'user' ? { userReadId: row!.id } : { operatorReadId: row!.id };
  await tx.update(supportThreads).set({ lastMessageAt: line.at, ...read }).where(eq(supportThreads.id, thread.id));
  return row!;
}

/** A page of lines before `before` (newest page without it), answered oldest first. */
export async function lines(db: Exec, threadId: number, before: number | undefined, limit: number) {
  const rows = await db
    .select({ line: supportMessages, operator: operators.username })
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(and(eq(supportMessages.threadId, threadId), before ? lt(supportMessages.id, before) : undefined))
    .orderBy(desc(supportMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

export async function lastLineId(db: Exec, threadId: number): Promise<number> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${supportMessages.id}), 0)`.mapWith(Number) }).from(supportMessages).where(eq(supportMessages.threadId, threadId));
  return row?.id ?? 0;
}

export async function markRead(db: Exec, threadId: number, side: Sender, upTo: number): Promise<void> {
  const column = side === 'user' ? supportThreads.userReadId : supportThreads.operatorReadId;
  const set = side === 'user' ? { userReadId: sql`greatest(${column}, ${upTo})` } : { operatorReadId: sql`greatest(${column}, ${upTo})` };
  await db.update(supportThreads).set(set).where(eq(supportThreads.id, threadId));
}

/** Operator lines newer than the user's read mark. */
export async function userUnread(db: Exec, thread: ThreadRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.threadId, thread.id), eq(supportMessages.sender, 'operator'), gt(supportMessages.id, thread.userReadId)));
  return row?.n ?? 0;
}

/** Inbox rows, most recent conversation first, with the last line and the operators' unread count. */
export async function inboxPage(db: Exec, page: number, size: number, onlyThreadId?: number) {
  const threads = await db
    .select({ thread: supportThreads, username: users.username, unread: operatorUnread })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .where(onlyThreadId === undefined ? undefined : eq(supportThreads.id, onlyThreadId))
    .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
    .limit(size)
    .offset((page - 1) * size);
  const ids = threads.map((t) => t.thread.id);
  const last = ids.length
    ? await db
        .selectDistinctOn([supportMessages.threadId], { threadId: supportMessages.threadId, sender: supportMessages.sender, body: supportMessages.body, createdAt: supportMessages.createdAt })
        .from(supportMessages)
        .where(inArray(supportMessages.threadId, ids))
        .orderBy(asc(supportMessages.threadId), desc(supportMessages.id))
    : [];
  const lastBy = new Map(last.map((l) => [l.threadId, l]));
  return threads.map(({ thread, username, unread }): SupportThread => {
    const l = lastBy.get(thread.id);
    return {
      id: thread.id,
      user: { id: thread.userId, username },
      last_message: l ? { from: l.sender as Sender, body: l.body, created_at: l.createdAt.toISOString() } : null,
      unread,
      updated_at: thread.lastMessageAt.toISOString(),
    };
  });
}

export async function inboxCounts(db: Exec) {
  const [row] = await db
    .select({
      threads: count(),
      unreadThreads: sql<number>`count(*) FILTER (WHERE ${operatorUnread} > 0)`.mapWith(Number),
      unreadMessages: sql<number>`coalesce(sum(${operatorUnread}), 0)`.mapWith(Number),
    })
    .from(supportThreads);
  return { threads: row?.threads ?? 0, unreadThreads: row?.unreadThreads ?? 0, unreadMessages: row?.unreadMessages ?? 0 };
}
