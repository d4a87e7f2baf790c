import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { memo } from '../ledger/memo.ts';
import type { Ledger } from '../ledger/service.ts';
import type { MessagesService } from '../messages/service.ts';
import { loanFigures, type LoanRow } from './dto.ts';
import { addDays, dailyInterest, shanghaiDay, unaccruedDays } from './interest.ts';
import { loans } from './tables.ts';

export type AccrualDeps = { ledger: Ledger; messages: Pick<MessagesService, 'stage'> };

/**
 * Daily interest, posted to the ledger one entry per loan per day:
 *   user loan_principal −i, house interest_income +i
 * The user's debt grows by the day's interest and the house books it as income; the entry sums
 * to zero and keeps loan_principal ≤ 0. Its key `loan:<id>:interest:<yyyy-mm-dd>` makes a day
 * impossible to charge twice, whoever runs it (the hourly job, a repayment, a retry).
 */
export function createAccrual(ctx: Ctx, deps: AccrualDeps) {
  const { db, config, log } = ctx;

  /** Posts every ended day not yet charged on a loan the caller's transaction has locked. */
  async function accrueLocked(tx: Tx, row: LoanRow, today: string): Promise<{ row: LoanRow; days: number; interest: bigint }> {
    if (row.state !== 'approved' || row.startDate === null) return { row, days: 0, interest: 0n };
    const days = unaccruedDays(row.startDate, row.accruedThrough, today);
    if (!days.length) return { row, days: 0, interest: 0n };
    // Every one of these days had the same principal: a repayment posts the days before it
    // changes the principal, so the current principal is the one of each of them.
    const daily = dailyInterest(row.principalOutstanding, row.annualRateBp);
    let posted = 0n;
    if (daily > 0n) {
      for (const day of days) {
        const entry = await deps.ledger.post(tx, {
          key: `loan:${row.id}:interest:${day}`,
          kind: 'loan_interest',
          userId: row.userId,
          memo: memo('loan_interest', { id: row.id, day }),
          ref: { type: 'loan', id: row.id },
          detail: { day, principal: formatMoney(row.principalOutstanding), annual_rate_bp: row.annualRateBp, day_count: 'actual/365' },
          lines: [
            { account: { user: row.userId, kind: 'loan_principal' }, amount: money(-daily) },
            { account: { house: 'interest_income' }, amount: daily },
          ],
        });
        if (!entry.replayed) posted += daily;
      }
    }
    const [updated] = await tx
      .update(loans)
      .set({ interestAccrued: row.interestAccrued + posted, accruedThrough: days.at(-1)! })
      .where(eq(loans.id, row.id))
      .returning();
    return { row: updated!, days: days.length, interest: posted };
  }

  /**
   * The job: every open loan with an ended day not yet charged, each in its own transaction, up to
   * yesterday in Asia/Shanghai. After downtime it catches up day by day; run again the same day it
   * moves nothing. Then the due-date reminders.
   */
  async function runAccrual(now: Date) {
    const today = shanghaiDay(now);
    const behind = await db
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.state, 'approved'), lt(loans.startDate, today), or(isNull(loans.accruedThrough), lt(loans.accruedThrough, addDays(today, -1)))))
      .orderBy(loans.id);
    let days = 0;
    let interest = 0n;
    let failed = 0;
    for (const { id } of behind) {
      try {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
          return row ? accrueLocked(tx, row, today) : undefined;
        });
        days += done?.days ?? 0;
        interest += done?.interest ?? 0n;
      } catch (err) {
        // One loan's failure must not hold up the others; it is retried at the next run.
        failed += 1;
        log.error({ err, loanId: id }, 'loan interest accrual failed');
      }
    }
    const reminded = await remindDueSoon(now, today);
    return { loans: behind.length, days, interest: formatMoney(interest), reminded, failed };
  }

  /** One reminder per loan once its due date is within LOAN_DUE_SOON_DAYS (or already past). */
  async function remindDueSoon(now: Date, today: string): Promise<number> {
    const horizon = addDays(today, config.LOAN_DUE_SOON_DAYS);
    const candidates = await db
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.state, 'approved'), isNull(loans.dueSoonNotifiedAt), lte(loans.dueDate, horizon)));
    let sent = 0;
    for (const { id } of candidates) {
      const staged = await db.transaction(async (tx) => {
        // The IS NULL condition makes the reminder once-only even if two runs overlap.
        const [row] = await tx
          .update(loans)
          .set({ dueSoonNotifiedAt: now })
          .where(and(eq(loans.id, id), eq(loans.state, 'approved'), isNull(loans.dueSoonNotifiedAt)))
          .returning();
        if (!row) return undefined;
        const { outstanding } = loanFigures(row, today);
        return deps.messages.stage(tx, row.userId, 'loan_due_soon', { due_date: row.dueDate ?? '', outstanding: formatMoney(outstanding), loan_id: row.id });
      });
      if (staged) {
        await staged.push();
        sent += 1;
      }
    }
    return sent;
  }

  return { accrueLocked, runAccrual };
}
export type Accrual = ReturnType<typeof createAccrual>;
