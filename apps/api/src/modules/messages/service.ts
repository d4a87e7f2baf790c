import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MessageItem } from '@meridian/contract/messages';
import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import type { Ctx } from '../../platform/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../admin/audit.ts';
import { users } from '../auth/tables.ts';
import { sendPush } from '../push/service.ts';
import { userMessages } from './tables.ts';
import type { EnglishName } from './localize.ts';
import { render, type MessageKind, type MessageParams } from './templates.ts';

type Row = typeof userMessages.$inferSelect;

export function toMessageItem(row: Row, lang: Lang, english?: EnglishName): MessageItem {
  const { title, body } = render(row.kind, row.params, lang, english);
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    params: row.params,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The message centre. Other domains call `notify` (or `stage` inside their own transaction);
 * the text is made at read time from the kind's templates. Each new message is pushed over the
 * bus to the user's sockets together with the new unread count.
 */
/** The market's English stock names, looked up when a message is read (the market starts after this service). */
export type MessageNames = { english: EnglishName };

export function createMessagesService(ctx: Ctx, names: MessageNames = { english: () => undefined }) {
  const { db, clock, bus } = ctx;

  async function unreadCount(userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(userMessages).where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
    return row?.n ?? 0;
  }

  async function pushUnread(userId: number, known?: number): Promise<number> {
    const n = known ?? (await unreadCount(userId));
    bus.publish('user', { userId, frame: { type: 'unread', data: { count: n } } });
    return n;
  }

  /** Pushes go out in the language the user last chose (saved by /api/user/info?lang=). */
  async function langsOf(userIds: number[]): Promise<Map<number, Lang>> {
    if (!userIds.length) return new Map();
    const rows = await db.select({ id: users.id, lang: users.lang }).from(users).where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, isLang(r.lang) ? r.lang : DEFAULT_LANG]));
  }

  /**
   * To the user's open sockets, and as a Web Push notification to the devices where the user
   * allowed notifications (fills, money in and out, price alerts reach a closed app too).
   */
  async function push(row: Row): Promise<void> {
    const lang = (await langsOf([row.userId])).get(row.userId) ?? DEFAULT_LANG;
    const item = toMessageItem(row, lang, names.english);
    bus.publish('user', { userId: row.userId, frame: { type: 'message', data: item } });
    await pushUnread(row.userId);
    void sendPush(ctx, row.userId, { title: item.title, body: item.body, url: '/messages', tag: `message-${row.id}` }).catch((err: unknown) =>
      ctx.log.warn({ err, userId: row.userId }, 'web push failed'),
    );
  }

  async function insert(exec: Db | Tx, userId: number, kind: MessageKind, params: MessageParams): Promise<Row> {
    const [row] = await exec.insert(userMessages).values({ userId, kind, params, createdAt: clock.now() }).returning();
    return row!;
  }

  /** Stores a message for a user and pushes it. Never throws for a failed push. */
  async function notify(userId: number, kind: MessageKind, params: MessageParams = {}): Promise<{ id: number }> {
    const row = await insert(db, userId, kind, params);
    await push(row).catch((err: unknown) => ctx.log.error({ err, userId, kind }, 'message push failed'));
    return { id: row.id };
  }

  /**
   * For a domain that wants the message in its own transaction (an order fill and its notice
   * land together): writes with `tx`; call the returned `push` after the commit, never inside.
   */
  async function stage(tx: Tx, userId: number, kind: MessageKind, params: MessageParams = {}) {
    const row = await insert(tx, userId, kind, params);
    return { id: row.id, push: () => push(row).catch((err: unknown) => ctx.log.error({ err, userId, kind }, 'message push failed')) };
  }

  async function list(userId: number, lang: Lang, page: number, size: number) {
    const rows = await db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, userId))
      .orderBy(desc(userMessages.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, userId));
    return { list: rows.map((r) => toMessageItem(r, lang, names.english)), total: total?.n ?? 0, page, size, unread: await unreadCount(userId) };
  }

  /** Marks one of the user's own messages read; someone else's id is simply not found. */
  async function markRead(userId: number, id: number) {
    const [row] = await db.select().from(userMessages).where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    let readAt = row.readAt;
    if (!readAt) {
      readAt = clock.now();
      await db.update(userMessages).set({ readAt }).where(and(eq(userMessages.id, id), isNull(userMessages.readAt)));
    }
    const unread = await pushUnread(userId);
    return { id, read_at: readAt.toISOString(), unread };
  }

  async function markAllRead(userId: number) {
    const done = await db
      .update(userMessages)
      .set({ readAt: clock.now() })
      .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)))
      .returning({ id: userMessages.id });
    const unread = await pushUnread(userId);
    return { updated: done.length, unread };
  }

  /**
   * One message to every existing user, written by a single INSERT … SELECT in the same
   * transaction as its audit line; pushed to connected users after the commit.
   */
  async function broadcast(input: { title: string; body: string }, by: { operatorId: number; ip: string }) {
    const now = clock.now();
    const params: MessageParams = { title: input.title, body: input.body };
    const rows = await db.transaction(async (tx) => {
      const inserted = await tx.execute(sql`
        INSERT INTO user_messages (user_id, kind, params, created_at)
        SELECT id, 'broadcast', ${JSON.stringify(params)}::jsonb, ${now.toISOString()}::timestamptz FROM users
        RETURNING id, user_id`);
      // Raw execute answers the driver's own result; both put rows in `rows`, and pg gives bigint as a string.
      const list = (inserted as { rows: { id: number | string; user_id: number | string }[] }).rows;
      await audit(tx, { operatorId: by.operatorId, action: 'message.broadcast', target: input.title, detail: { ...params, recipients: list.length }, ip: by.ip, at: now });
      return list.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
    });
    await pushBroadcast(rows, params, now).catch((err: unknown) => ctx.log.error({ err }, 'broadcast push failed'));
    return { recipients: rows.length };
  }

  async function pushBroadcast(rows: { id: number; userId: number }[], params: MessageParams, now: Date) {
    if (!rows.length) return;
    const counts = await db
      .select({ userId: userMessages.userId, n: count() })
      .from(userMessages)
      .where(isNull(userMessages.readAt))
      .groupBy(userMessages.userId);
    const unread = new Map(counts.map((c) => [c.userId, c.n]));
    for (const r of rows) {
      const row: Row = { id: r.id, userId: r.userId, kind: 'broadcast', params, readAt: null, createdAt: now };
      // A broadcast reads the same in every language, so no per-user language lookup is needed.
      bus.publish('user', { userId: r.userId, frame: { type: 'message', data: toMessageItem(row, DEFAULT_LANG, names.english) } });
      await pushUnread(r.userId, unread.get(r.userId) ?? 1);
    }
  }

  return { notify, stage, unreadCount, list, markRead, markAllRead, broadcast };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
