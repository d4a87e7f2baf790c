import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per account: a user's cash (available and frozen), money-market balance and loan
 * principal, and the house accounts. `balance` is the sum of the account's postings, kept on
 * the row and changed only by the ledger under a row lock.
 *
 * Sign convention: a posting adds its signed amount to the account's balance and the postings
 * of an entry sum to zero, so all balances together always sum to zero. A user's own money
 * accounts can never go below zero (CHECK); loan principal is what the user owes, zero or
 * below; house accounts may take either sign (bank clearing goes negative as money comes in).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_key').on(t.userId, t.kind, t.currency).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_house_kind_key').on(t.kind, t.currency).where(sql`${t.userId} IS NULL`),
    check(
      'ledger_accounts_user_sign_ck',
      sql`${t.userId} IS NULL OR (${t.kind} = 'loan_principal' AND ${t.balance} <= 0) OR (${t.kind} <> 'loan_principal' AND ${t.balance} >= 0)`,
    ),
  ],
);

/** A business action's movement of money. Append-only; the idempotency key makes retries harmless. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why money moved: deposit, withdrawal_hold, withdrawal_paid, fee, adjustment, … */
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    memo: text('memo').notNull().default(''),
    refType: text('ref_type'),
    refId: text('ref_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('journal_entries_idempotency_key').on(t.idempotencyKey), index('journal_entries_user_idx').on(t.userId, t.createdAt)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this posting: a statement needs no re-summing. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('postings_account_idx').on(t.accountId, t.id), index('postings_entry_idx').on(t.entryId), check('postings_nonzero_ck', sql`${t.amount} <> 0`)],
);

/**
 * Two-phase movements: money set aside from available cash into frozen cash (pending), later
 * posted onwards or voided back. The state moves once, from pending, under the row lock.
 */
export const holds = pgTable(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('pending'),
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    holdEntryId: bigint('hold_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    resolveEntryId: bigint('resolve_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('holds_user_idx').on(t.userId, t.state),
    check('holds_amount_ck', sql`${t.amount} > 0`),
    check('holds_state_ck', sql`${t.state} IN ('pending', 'posted', 'voided')`),
  ],
);
