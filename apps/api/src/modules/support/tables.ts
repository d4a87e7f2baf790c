import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One support thread per user. Read state is a high-water mark on each side: the id of the
 * last line that side has seen, so "unread" is a count of the other side's newer lines.
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    lastMessageAt: at('last_message_at').notNull(),
    userReadId: bigint('user_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('support_threads_user_key').on(t.userId), index('support_threads_last_idx').on(t.lastMessageAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => supportThreads.id),
    sender: text('sender').notNull(),
    /** Who answered, for the back office; the user only ever sees "support". */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('support_messages_sender_ck', sql`${t.sender} IN ('user', 'operator')`),
    index('support_messages_thread_idx').on(t.threadId, t.id),
  ],
);
