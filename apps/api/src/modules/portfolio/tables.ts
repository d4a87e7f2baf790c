import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

/**
 * One valuation per user and exchange day (Asia/Shanghai): the account's net assets as the
 * account summary computes them, and the external flows (deposits, paid withdrawals,
 * adjustments) of that day, so that returns can leave the flows out. The job writes the row again
 * while the day lasts (the day's last valuation stands), never a second row.
 */
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    netAssets: bigint('net_assets', { mode: 'bigint' }).notNull(),
    totalAssets: bigint('total_assets', { mode: 'bigint' }).notNull(),
    netFlow: bigint('net_flow', { mode: 'bigint' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
export type SnapshotRow = typeof portfolioSnapshots.$inferSelect;
