import type { SupportMessage } from '@meridian/contract/support';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../admin/audit.ts';
import type { supportMessages } from './tables.ts';
import * as repo from './repo.ts';

type Line = typeof supportMessages.$inferSelect;

const toMessage = (l: Line): SupportMessage => ({
  id: l.id,
  from: l.sender as repo.Sender,
  body: l.body,
  created_at: l.createdAt.toISOString(),
});

/** Bus topic for the back office: every new line in any thread (`{ thread_id, user_id, message }`). */
export const SUPPORT_INBOX_TOPIC = 'support-inbox';

/**
 * The built-in support chat: one thread per user, answered by operators. Users see "support",
 * never which operator wrote; operators see who did. Read state is one mark per side.
 */
export function createSupportService(ctx: Ctx) {
  const { db, clock, bus } = ctx;

  function announce(thread: repo.ThreadRow, line: Line, unreadForUser: number) {
    const message = toMessage(line);
    bus.publish('user', { userId: thread.userId, frame: { type: 'support', data: { message, unread: unreadForUser } } });
    bus.publish(SUPPORT_INBOX_TOPIC, { thread_id: thread.id, user_id: thread.userId, message });
  }

  /** The user's history; reading the newest page marks the operators' lines read. */
  async function userHistory(userId: number, before: number | undefined, limit: number) {
    const thread = await repo.threadOfUser(db, userId);
    if (!thread) return { list: [], has_more: false };
    const { rows, hasMore } = await repo.lines(db, thread.id, before, limit);
    if (before === undefined) await repo.markRead(db, thread.id, 'user', await repo.lastLineId(db, thread.id));
    return { list: rows.map((r) => toMessage(r.line)), has_more: hasMore };
  }

  async function userUnread(userId: number): Promise<number> {
    const thread = await repo.threadOfUser(db, userId);
    return thread ? repo.userUnread(db, thread) : 0;
  }

  async function userPost(userId: number, body: string): Promise<SupportMessage> {
    const at = clock.now();
    const { thread, line } = await db.transaction(async (tx) => {
      const thread = await repo.lockThreadOfUser(tx, userId, at);
      return { thread, line: await repo.addLine(tx, thread, { sender: 'user', operatorId: null, body, at }) };
    });
    announce(thread, line, 0);
    return toMessage(line);
  }

  async function inbox(page: number, size: number) {
    const list = await repo.inboxPage(db, page, size);
    const counts = await repo.inboxCounts(db);
    return { list, total: counts.threads, page, size, unread_threads: counts.unreadThreads };
  }

  async function threadSummary(threadId: number) {
    const [summary] = await repo.inboxPage(db, 1, 1, threadId);
    if (!summary) throw new AppError('NOT_FOUND');
    return summary;
  }

  /** An operator reads a thread; the newest page marks the user's lines read for all operators. */
  async function adminHistory(threadId: number, before: number | undefined, limit: number) {
    const thread = await repo.threadById(db, threadId);
    if (!thread) throw new AppError('NOT_FOUND');
    const { rows, hasMore } = await repo.lines(db, thread.id, before, limit);
    if (before === undefined) await repo.markRead(db, thread.id, 'operator', await repo.lastLineId(db, thread.id));
    return {
      thread: await threadSummary(threadId),
      list: rows.map((r) => ({ ...toMessage(r.line), operator: r.operator })),
      has_more: hasMore,
    };
  }

  async function adminMarkRead(threadId: number) {
    const thread = await repo.threadById(db, threadId);
    if (!thread) throw new AppError('NOT_FOUND');
    await repo.markRead(db, thread.id, 'operator', await repo.lastLineId(db, thread.id));
    return threadSummary(threadId);
  }

  /** An operator's answer, in the same transaction as its audit line; pushed to the user. */
  async function reply(threadId: number, body: string, by: { operatorId: number; operator: string; ip: string }) {
    const at = clock.now();
    const { thread, line } = await db.transaction(async (tx) => {
      const thread = await repo.lockThread(tx, threadId);
      if (!thread) throw new AppError('NOT_FOUND');
      const line = await repo.addLine(tx, thread, { sender: 'operator', operatorId: by.operatorId, body, at });
      await audit(tx, { operatorId: by.operatorId, action: 'support.reply', target: `user:${thread.userId}`, detail: { thread_id: thread.id, message_id: line.id, length: body.length }, ip: by.ip, at });
      return { thread, line };
    });
    // A reply leaves the user's read mark where it was, so the locked row still counts right.
    announce(thread, line, await repo.userUnread(db, thread));
    return { ...toMessage(line), operator: by.operator };
  }

  async function adminUnread() {
    const counts = await repo.inboxCounts(db);
    return { unread_threads: counts.unreadThreads, unread_messages: counts.unreadMessages };
  }

  return { userHistory, userUnread, userPost, inbox, adminHistory, adminMarkRead, reply, adminUnread };
}
export type SupportService = ReturnType<typeof createSupportService>;
