import { sql } from 'drizzle-orm';
import type { LoanState } from '@meridian/contract/loans';
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';
import { journalEntries } from '../ledger/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * One row per loan application, from pending to approved (the loan is open) to repaid, or
 * rejected. The money lives in the ledger; these columns say how it splits between principal and
 * interest and how far interest has been accrued. All amounts are cents.
 *
 * The partial unique index is the "one loan at a time" rule: a user has at most one application
 * that is pending or approved, enforced by the database even under parallel requests.
 */
export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').$type<LoanState>().notNull().default('pending'),
    principal: bigint('principal', { mode: 'bigint' }).notNull(),
    termDays: integer('term_days').notNull(),
    /** The rate quoted when the user applied; approval lends at this rate. */
    annualRateBp: integer('annual_rate_bp').notNull(),
    principalOutstanding: bigint('principal_outstanding', { mode: 'bigint' }).notNull().default(sql`0`),
    interestAccrued: bigint('interest_accrued', { mode: 'bigint' }).notNull().default(sql`0`),
    interestPaid: bigint('interest_paid', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Shanghai calendar days: disbursement, due, and the last day whose interest is posted. */
    startDate: day('start_date'),
    dueDate: day('due_date'),
    accruedThrough: day('accrued_through'),
    rejectReason: text('reject_reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: at('decided_at'),
    disbursementEntryId: bigint('disbursement_entry_id', { mode: 'number' }).references(() => journalEntries.id),
    dueSoonNotifiedAt: at('due_soon_notified_at'),
    repaidAt: at('repaid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('loans_one_open_per_user').on(t.userId).where(sql`${t.state} IN ('pending', 'approved')`),
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_state_idx').on(t.state, t.id),
    check('loans_state_ck', sql`${t.state} IN ('pending', 'approved', 'rejected', 'repaid')`),
    check('loans_principal_ck', sql`${t.principal} > 0`),
    check('loans_term_ck', sql`${t.termDays} > 0`),
    check('loans_outstanding_ck', sql`${t.principalOutstanding} >= 0 AND ${t.principalOutstanding} <= ${t.principal}`),
    check('loans_interest_ck', sql`${t.interestPaid} >= 0 AND ${t.interestPaid} <= ${t.interestAccrued}`),
  ],
);

/** Each repayment, split as it was applied: interest first, then principal. Append-only history. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    interestPart: bigint('interest_part', { mode: 'bigint' }).notNull(),
    principalPart: bigint('principal_part', { mode: 'bigint' }).notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('loan_repayments_loan_idx').on(t.loanId, t.id),
    check('loan_repayments_split_ck', sql`${t.amount} > 0 AND ${t.interestPart} >= 0 AND ${t.principalPart} >= 0 AND ${t.amount} = ${t.interestPart} + ${t.principalPart}`),
  ],
);
