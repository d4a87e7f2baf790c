import { asc, count, desc, eq } from 'drizzle-orm';
import type { AdminLoanItem, LoanRepayment, LoanState } from '@meridian/contract/loans';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { operators } from '../admin/tables.ts';
import { users } from '../auth/tables.ts';
import { memo } from '../ledger/memo.ts';
import type { AccrualDeps } from './accrual.ts';
import { toLoanItem, type LoanRow } from './dto.ts';
import { addDays, shanghaiDay } from './interest.ts';
import { loans } from './tables.ts';

import type { OperatorAct as OperatorRef } from '../admin/operator-act.ts';
export type { OperatorRef };

/**
 * The operators' side: the application queue and the two decisions. Each decision, its money
 * (approval only), its audit line and the user's message land in one transaction. An operator
 * never sets an amount: approval lends exactly what the user applied for, at the quoted rate.
 */
export function createLoanOperations(ctx: Ctx, deps: AccrualDeps, shared: { repaymentsOf(loanId: number): Promise<LoanRepayment[]> }) {
  const { db, clock } = ctx;

  // Names for the back-office list only: a read-only join on the user and operator tables.
  const withNames = () =>
    db
      .select({ loan: loans, username: users.username, operator: operators.username })
      .from(loans)
      .innerJoin(users, eq(users.id, loans.userId))
      .leftJoin(operators, eq(operators.id, loans.decidedBy));

  const toAdmin = (r: { loan: LoanRow; username: string; operator: string | null }, today: string): AdminLoanItem => ({
    ...toLoanItem(r.loan, today),
    user_id: r.loan.userId,
    username: r.username,
    decided_by: r.operator,
  });

  /** Pending applications oldest first (a queue); any other state newest first. */
  async function list(state: LoanState | undefined, page: number, size: number) {
    const order = state === 'pending' ? asc(loans.id) : desc(loans.id);
    const where = state ? eq(loans.state, state) : undefined;
    const rows = await withNames().where(where).orderBy(order).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(loans).where(where);
    const today = shanghaiDay(clock.now());
    return { list: rows.map((r) => toAdmin(r, today)), total: total?.n ?? 0, page, size };
  }

  async function one(loanId: number): Promise<AdminLoanItem> {
    const [row] = await withNames().where(eq(loans.id, loanId));
    if (!row) throw new AppError('NOT_FOUND');
    return toAdmin(row, shanghaiDay(clock.now()));
  }

  async function detail(loanId: number) {
    return { ...(await one(loanId)), repayments: await shared.repaymentsOf(loanId) };
  }

  async function lockPending(tx: Tx, loanId: number): Promise<LoanRow> {
    const [row] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state !== 'pending') throw new AppError('LOAN_NOT_PENDING');
    return row;
  }

  /** Lends the amount: one ledger entry, user cash_available +X and user loan_principal −X (see service.ts). */
  async function approve(loanId: number, by: OperatorRef, note: string): Promise<AdminLoanItem> {
    const now = clock.now();
    const start = shanghaiDay(now);
    const staged = await db.transaction(async (tx) => {
      const row = await lockPending(tx, loanId);
      const due = addDays(start, row.termDays);
      const entry = await deps.ledger.post(tx, {
        key: `loan:${row.id}:disburse`,
        kind: 'loan_disbursement',
        userId: row.userId,
        memo: memo('loan_disbursed', { id: row.id }),
        ref: { type: 'loan', id: row.id },
        detail: { term_days: row.termDays, annual_rate_bp: row.annualRateBp, due_date: due },
        lines: [
          { account: { user: row.userId, kind: 'cash_available' }, amount: money(row.principal) },
          { account: { user: row.userId, kind: 'loan_principal' }, amount: money(-row.principal) },
        ],
      });
      await tx
        .update(loans)
        .set({ state: 'approved', principalOutstanding: row.principal, startDate: start, dueDate: due, decidedBy: by.operatorId, decidedAt: now, disbursementEntryId: entry.entryId })
        .where(eq(loans.id, row.id));
      const amount = formatMoney(row.principal);
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'loan.approve',
        target: `loan:${row.id}`,
        detail: { user_id: row.userId, amount, term_days: row.termDays, annual_rate_bp: row.annualRateBp, due_date: due, note },
        ip: by.ip,
        at: now,
      });
      return deps.messages.stage(tx, row.userId, 'loan_approved', { amount, due_date: due, term_days: row.termDays, loan_id: row.id });
    });
    await staged.push();
    return one(loanId);
  }

  /** Declines the application with a reason the user reads. No money moves. */
  async function reject(loanId: number, by: OperatorRef, reason: string): Promise<AdminLoanItem> {
    const now = clock.now();
    const staged = await db.transaction(async (tx) => {
      const row = await lockPending(tx, loanId);
      await tx.update(loans).set({ state: 'rejected', rejectReason: reason, decidedBy: by.operatorId, decidedAt: now }).where(eq(loans.id, row.id));
      const amount = formatMoney(row.principal);
      await audit(tx, { operatorId: by.operatorId, action: 'loan.reject', target: `loan:${row.id}`, detail: { user_id: row.userId, amount, reason }, ip: by.ip, at: now });
      return deps.messages.stage(tx, row.userId, 'loan_rejected', { amount, reason, loan_id: row.id });
    });
    await staged.push();
    return one(loanId);
  }

  return { list, detail, approve, reject };
}
export type LoanOperations = ReturnType<typeof createLoanOperations>;
