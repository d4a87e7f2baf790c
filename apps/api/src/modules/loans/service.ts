import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { LoanDetail, LoanItem, LoanQuote, LoanRepayment, LoanState } from '@meridian/contract/loans';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money } from '../../platform/money.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { memo } from '../ledger/memo.ts';
import { createAccrual, type AccrualDeps } from './accrual.ts';
import { createLoanOperations } from './operations.ts';
import { toLoanItem, toRepayment, type LoanRow } from './dto.ts';
import { dailyRatePercent, quoteLoan, shanghaiDay } from './interest.ts';
import { checkLoan, loanProducts, positiveAmount } from './rules.ts';
import { loanRepayments, loans } from './tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type LoansDeps = AccrualDeps & {
  /** Throws IDENTITY_REQUIRED unless the user's real name is verified. */
  identity: { requireVerified(userId: number): Promise<string> };
  /** Throws PAY_PASSWORD_* unless the trading password is right (attempt-limited). */
  account: { verifyPayPassword(userId: number, pin: string): Promise<void> };
};

const OPEN_STATES: LoanState[] = ['pending', 'approved'];

/**
 * Loans: a user applies (pending), an operator approves (the money is lent into the user's
 * cash) or rejects, interest accrues daily, the user repays from cash, interest first.
 *
 * Ledger postings (every entry sums to zero; loan_principal stays ≤ 0, the user's debt):
 * - disbursement `loan:<id>:disburse`: user cash_available +X, user loan_principal −X. No house
 *   line is needed: the house's claim on the user IS the user's loan_principal account, and the
 *   cash it owes the user grows by the same X (so house loan_book stays unused by loans).
 * - interest `loan:<id>:interest:<day>`: user loan_principal −i, house interest_income +i (accrual.ts).
 * - repayment `loan:<id>:repayment:<n>`: user cash_available −r, user loan_principal +r.
 * So loan_principal = −(principal outstanding + interest accrued and unpaid) of the user's one
 * open loan; the split between the two is kept on the loan row.
 */
export function createLoansService(ctx: Ctx, deps: LoansDeps) {
  const { db, clock, log } = ctx;
  const products = loanProducts(ctx.config);
  const accrual = createAccrual(ctx, deps);
  const today = () => shanghaiDay(clock.now());

  function quote(amountInput: string, termDays: number): LoanQuote {
    const amount = checkLoan(products, amountInput, termDays);
    const q = quoteLoan(amount, termDays, products.rateBp);
    return {
      amount: formatMoney(amount),
      term_days: termDays,
      annual_rate_bp: products.rateBp,
      annual_rate: products.dto.annual_rate,
      daily_rate: dailyRatePercent(products.rateBp),
      daily_interest: formatMoney(q.daily),
      interest: formatMoney(q.interest),
      total_cost: formatMoney(q.interest),
      repayment_total: formatMoney(q.repaymentTotal),
      day_count: 'actual/365',
    };
  }

  /** A new application, pending. One open application or loan per user (checked, and enforced by a unique index). */
  async function apply(userId: number, body: { amount: string; term_days: number }): Promise<LoanItem> {
    await deps.identity.requireVerified(userId);
    const amount = checkLoan(products, body.amount, body.term_days);
    try {
      const row = await db.transaction(async (tx) => {
        const open = await tx.select({ id: loans.id }).from(loans).where(and(eq(loans.userId, userId), inArray(loans.state, OPEN_STATES)));
        if (open.length) throw new AppError('LOAN_ALREADY_OPEN');
        const [made] = await tx
          .insert(loans)
          .values({ userId, principal: amount, termDays: body.term_days, annualRateBp: products.rateBp, createdAt: clock.now() })
          .returning();
        return made!;
      });
      return toLoanItem(row, today());
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isUniqueViolation(err)) throw new AppError('LOAN_ALREADY_OPEN');
      // The spec's "loan submission failed, try again later"; a 5xx, so a retry with the same Idempotency-Key runs again.
      log.error({ err, userId }, 'loan application failed');
      throw new AppError('LOAN_SUBMISSION_FAILED');
    }
  }

  async function list(userId: number, page: number, size: number) {
    const rows = await db.select().from(loans).where(eq(loans.userId, userId)).orderBy(desc(loans.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(loans).where(eq(loans.userId, userId));
    const day = today();
    return { list: rows.map((r) => toLoanItem(r, day)), total: total?.n ?? 0, page, size };
  }

  async function repaymentsOf(loanId: number): Promise<LoanRepayment[]> {
    const rows = await db.select().from(loanRepayments).where(eq(loanRepayments.loanId, loanId)).orderBy(desc(loanRepayments.id));
    return rows.map(toRepayment);
  }

  /** The user's own loan; anyone else's id is simply not found. */
  async function ownLoan(userId: number, loanId: number): Promise<LoanRow> {
    const [row] = await db.select().from(loans).where(and(eq(loans.id, loanId), eq(loans.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function detail(userId: number, loanId: number): Promise<LoanDetail> {
    const row = await ownLoan(userId, loanId);
    return { ...toLoanItem(row, today()), repayments: await repaymentsOf(row.id) };
  }

  /**
   * Repays from available cash: first the days not yet charged are posted, then the amount pays
   * interest and then principal. Never more than is owed; never more than the cash there is (the
   * ledger refuses). The loan row is locked throughout, so parallel repayments queue up.
   */
  async function repay(userId: number, loanId: number, body: { amount: string; pay_password: string }) {
    const amount = positiveAmount(body.amount);
    const before = await ownLoan(userId, loanId);
    if (before.state !== 'approved') throw new AppError('LOAN_NOT_ACTIVE');
    await deps.account.verifyPayPassword(userId, body.pay_password);
    const day = today();
    const now = clock.now();
    const { row, repayment, staged } = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(loans).where(and(eq(loans.id, loanId), eq(loans.userId, userId))).for('update');
      if (!locked) throw new AppError('NOT_FOUND');
      if (locked.state !== 'approved') throw new AppError('LOAN_NOT_ACTIVE');
      const { row: current } = await accrual.accrueLocked(tx, locked, day);
      const interestDue = current.interestAccrued - current.interestPaid;
      const owed = current.principalOutstanding + interestDue;
      if (amount > owed) throw new AppError('LOAN_REPAY_EXCEEDS_OWED', { owed: formatMoney(owed) });
      const interestPart = amount < interestDue ? amount : interestDue;
      const principalPart = amount - interestPart;
      return applyRepayment(tx, current, { amount, interestPart, principalPart, full: amount === owed, now });
    });
    await staged?.push();
    return { loan: toLoanItem(row, day), repayment: toRepayment(repayment) };
  }

  async function applyRepayment(tx: Tx, loan: LoanRow, r: { amount: bigint; interestPart: bigint; principalPart: bigint; full: boolean; now: Date }) {
    // The n-th repayment of this loan, counted under the loan's lock: a stable ledger key.
    const [done] = await tx.select({ n: count() }).from(loanRepayments).where(eq(loanRepayments.loanId, loan.id));
    const entry = await deps.ledger.post(tx, {
      key: `loan:${loan.id}:repayment:${(done?.n ?? 0) + 1}`,
      kind: 'loan_repayment',
      userId: loan.userId,
      memo: memo('loan_repayment', { id: loan.id }),
      ref: { type: 'loan', id: loan.id },
      detail: { interest_part: formatMoney(r.interestPart), principal_part: formatMoney(r.principalPart) },
      lines: [
        { account: { user: loan.userId, kind: 'cash_available' }, amount: money(-r.amount) },
        { account: { user: loan.userId, kind: 'loan_principal' }, amount: money(r.amount) },
      ],
    });
    if (entry.replayed) throw new AppError('CONFLICT');
    const [repayment] = await tx
      .insert(loanRepayments)
      .values({ loanId: loan.id, userId: loan.userId, amount: r.amount, interestPart: r.interestPart, principalPart: r.principalPart, entryId: entry.entryId, createdAt: r.now })
      .returning();
    const [row] = await tx
      .update(loans)
      .set({
        principalOutstanding: loan.principalOutstanding - r.principalPart,
        interestPaid: loan.interestPaid + r.interestPart,
        ...(r.full ? { state: 'repaid', repaidAt: r.now } : {}),
      })
      .where(eq(loans.id, loan.id))
      .returning();
    const staged = r.full
      ? await deps.messages.stage(tx, loan.userId, 'loan_repaid', { amount: formatMoney(loan.principal), interest: formatMoney(row!.interestPaid), loan_id: loan.id })
      : undefined;
    return { row: row!, repayment: repayment!, staged };
  }

  function schedule(scheduler: Scheduler) {
    scheduler.add({ name: 'loans.accrue-interest', everyMs: 3600_000, run: async () => void (await accrual.runAccrual(clock.now())) });
  }

  return {
    products: () => products.dto,
    quote,
    apply,
    list,
    detail,
    repay,
    runAccrual: accrual.runAccrual,
    schedule,
    /** The operators' side: queue, approve, reject. */
    operations: createLoanOperations(ctx, deps, { repaymentsOf }),
  };
}
export type LoansService = ReturnType<typeof createLoansService>;
