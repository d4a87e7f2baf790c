import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { holds, journalEntries } from '../ledger/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * One row per user who ever bought in. Its row lock serialises everything the product does for
 * the user (purchase, redemption, settlement), so the balance read under it stays true. The money
 * itself is the ledger's `money_market` account; `redeeming` is the part of it asked back (normal
 * redemptions) and not yet paid, which earns nothing and cannot be asked back twice.
 */
export const moneyMarketHoldings = pgTable(
  'money_market_holdings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** Last Shanghai day whose income is settled (credited, or nothing was due). */
    settledThrough: day('settled_through').notNull(),
    redeeming: bigint('redeeming', { mode: 'bigint' }).notNull().default(sql`0`),
    cumulativeIncome: bigint('cumulative_income', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('money_market_holdings_amounts_ck', sql`${t.redeeming} >= 0 AND ${t.cumulativeIncome} >= 0`)],
);

/** A purchase: held from cash when made (pending), moved into the balance on `confirm_day` (confirmed). */
export const moneyMarketPurchases = pgTable(
  'money_market_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').$type<'pending' | 'confirmed'>().notNull().default('pending'),
    tradeDay: day('trade_day').notNull(),
    confirmDay: day('confirm_day').notNull(),
    holdId: bigint('hold_id', { mode: 'number' }).references(() => holds.id),
    confirmEntryId: bigint('confirm_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [
    index('money_market_purchases_user_idx').on(t.userId, t.id),
    index('money_market_purchases_due_idx').on(t.state, t.confirmDay),
    check('money_market_purchases_amount_ck', sql`${t.amount} > 0`),
    check('money_market_purchases_state_ck', sql`${t.state} IN ('pending', 'confirmed')`),
    check('money_market_purchases_days_ck', sql`${t.confirmDay} > ${t.tradeDay}`),
  ],
);

/** A redemption: "instant" is paid when asked; "normal" waits (pending) for `pay_day`. */
export const moneyMarketRedemptions = pgTable(
  'money_market_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    mode: text('mode').$type<'normal' | 'instant'>().notNull(),
    state: text('state').$type<'pending' | 'paid'>().notNull().default('pending'),
    /** The Shanghai day it was asked (the instant cap counts per this day). */
    requestDay: day('request_day').notNull(),
    tradeDay: day('trade_day').notNull(),
    payDay: day('pay_day').notNull(),
    payEntryId: bigint('pay_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('money_market_redemptions_user_idx').on(t.userId, t.id),
    index('money_market_redemptions_day_idx').on(t.userId, t.requestDay, t.mode),
    index('money_market_redemptions_due_idx').on(t.state, t.payDay),
    check('money_market_redemptions_amount_ck', sql`${t.amount} > 0`),
    check('money_market_redemptions_mode_ck', sql`${t.mode} IN ('normal', 'instant')`),
    check('money_market_redemptions_state_ck', sql`${t.state} IN ('pending', 'paid')`),
  ],
);

/** The income credited for one user and one day: at most one row (and one ledger entry) per pair. */
export const moneyMarketIncome = pgTable(
  'money_market_income',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: day('day').notNull(),
    /** E(D): what earned that day. */
    earning: bigint('earning', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('money_market_income_user_day_key').on(t.userId, t.day),
    check('money_market_income_amount_ck', sql`${t.amount} > 0 AND ${t.earning} > 0`),
  ],
);
