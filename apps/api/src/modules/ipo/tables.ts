import { sql } from 'drizzle-orm';
import type { IpoApplicationState, IpoExchange, IpoIssueState } from '@meridian/contract/ipo';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';
import { journalEntries } from '../ledger/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Whole shares and cents: never a float (docs/design.md, Money). */
const int8 = (name: string) => bigint(name, { mode: 'number' });

/**
 * New-share issues. The issue's facts are set by an operator before its window opens; the draw
 * fields (commitment, digest, totals) are written once by the jobs and then refused any change
 * by a trigger (migration 0001), so no one can rewrite a published draw.
 */
export const ipoIssues = pgTable(
  'ipo_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    applyCode: text('apply_code').notNull(),
    name: text('name').notNull(),
    exchange: text('exchange').$type<IpoExchange>().notNull(),
    issuePrice: bigint('issue_price', { mode: 'bigint' }).notNull(),
    /** Hundredths, like the market's P/E: exact integers; negative = loss-making. */
    pe: integer('pe').notNull(),
    industryPe: integer('industry_pe').notNull(),
    sector: text('sector').notNull(),
    issueQuantity: int8('issue_quantity').notNull(),
    publicQuantity: int8('public_quantity').notNull(),
    unitShares: integer('unit_shares').notNull(),
    maxUnitsPerUser: integer('max_units_per_user').notNull(),
    subscribeStart: at('subscribe_start').notNull(),
    subscribeEnd: at('subscribe_end').notNull(),
    drawAt: at('draw_at').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    listingAt: at('listing_at').notNull(),
    state: text('state').$type<IpoIssueState>().notNull().default('scheduled'),
    commitment: text('commitment'),
    openedAt: at('opened_at'),
    listDigest: text('list_digest'),
    totalUnits: integer('total_units'),
    winningUnits: integer('winning_units'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
    listedAt: at('listed_at'),
    cancelReason: text('cancel_reason'),
    cancelledAt: at('cancelled_at'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('ipo_issues_apply_code_key').on(t.applyCode),
    index('ipo_issues_state_idx').on(t.state, t.subscribeStart),
    check('ipo_issues_state_ck', sql`${t.state} IN ('scheduled', 'open', 'drawn', 'settled', 'listed', 'cancelled')`),
    check('ipo_issues_exchange_ck', sql`${t.exchange} IN ('SH', 'SZ')`),
    check('ipo_issues_price_ck', sql`${t.issuePrice} > 0`),
    check(
      'ipo_issues_quantity_ck',
      sql`${t.unitShares} > 0 AND ${t.publicQuantity} > 0 AND ${t.publicQuantity} <= ${t.issueQuantity} AND ${t.publicQuantity} % ${t.unitShares} = 0 AND ${t.maxUnitsPerUser} > 0`,
    ),
    check(
      'ipo_issues_times_ck',
      sql`${t.subscribeStart} < ${t.subscribeEnd} AND ${t.subscribeEnd} <= ${t.drawAt} AND ${t.drawAt} < ${t.payDeadline} AND ${t.payDeadline} <= ${t.listingAt}`,
    ),
  ],
);

/**
 * The draw's secret seed, one per issue, kept apart from the issue row so that no query of
 * issues can carry it out by accident. Written once when the window opens (never updated,
 * never deleted: migration 0001); shown only once the issue is drawn.
 */
export const ipoSeeds = pgTable('ipo_seeds', {
  issueId: bigint('issue_id', { mode: 'number' })
    .primaryKey()
    .references(() => ipoIssues.id),
  seed: text('seed').notNull(),
  createdAt: at('created_at').notNull(),
});

/** One application per user per issue (unique index). Allocation columns are written once by the draw. */
export const ipoApplications = pgTable(
  'ipo_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => ipoIssues.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    units: integer('units').notNull(),
    shares: int8('shares').notNull(),
    /** The user's quota in units when applying (for the record). */
    quotaUnits: integer('quota_units').notNull(),
    state: text('state').$type<IpoApplicationState>().notNull().default('applied'),
    allocatedUnits: integer('allocated_units'),
    allocatedShares: int8('allocated_shares'),
    amountDue: bigint('amount_due', { mode: 'bigint' }),
    paidAt: at('paid_at'),
    paymentEntryId: bigint('payment_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    forfeitedAt: at('forfeited_at'),
    listedAt: at('listed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ipo_applications_issue_user_key').on(t.issueId, t.userId),
    index('ipo_applications_user_idx').on(t.userId, t.id),
    index('ipo_applications_issue_state_idx').on(t.issueId, t.state),
    check('ipo_applications_state_ck', sql`${t.state} IN ('applied', 'not_allocated', 'allocated', 'paid', 'forfeited', 'listed', 'void')`),
    check('ipo_applications_units_ck', sql`${t.units} > 0 AND ${t.shares} > 0 AND ${t.units} <= ${t.quotaUnits}`),
    check('ipo_applications_allocation_ck', sql`${t.allocatedUnits} IS NULL OR (${t.allocatedUnits} >= 0 AND ${t.allocatedUnits} <= ${t.units})`),
  ],
);

export type IssueRow = typeof ipoIssues.$inferSelect;
export type ApplicationRow = typeof ipoApplications.$inferSelect;
