import type { LoanItem, LoanRepayment } from '@meridian/contract/loans';
import { formatMoney } from '../../platform/money.ts';
import { addDays, annualRatePercent, dailyInterest, unaccruedDays } from './interest.ts';
import type { loanRepayments, loans } from './tables.ts';

export type LoanRow = typeof loans.$inferSelect;
export type RepaymentRow = typeof loanRepayments.$inferSelect;

/**
 * The figures of a loan as of `today`. Whole days that have ended but that the hourly job has
 * not posted yet are included, at the current principal: nothing changed the principal since
 * the last posted day (a repayment posts the days first), so this is exactly what the job — or
 * a repayment made now — will charge.
 */
export function loanFigures(row: LoanRow, today: string) {
  const open = row.state === 'approved' && row.startDate !== null;
  const daily = open ? dailyInterest(row.principalOutstanding, row.annualRateBp) : 0n;
  const pendingDays = open ? unaccruedDays(row.startDate!, row.accruedThrough, today).length : 0;
  const interestAccrued = row.interestAccrued + daily * BigInt(pendingDays);
  const interestDue = interestAccrued - row.interestPaid;
  return {
    daily,
    interestAccrued,
    interestDue,
    outstanding: row.principalOutstanding + interestDue,
    accruedThrough: pendingDays > 0 ? addDays(today, -1) : row.accruedThrough,
  };
}

export function toLoanItem(row: LoanRow, today: string): LoanItem {
  const f = loanFigures(row, today);
  // A pending application shows the day's interest it would carry; a closed loan carries none.
  const daily = row.state === 'pending' ? dailyInterest(row.principal, row.annualRateBp) : f.daily;
  return {
    id: row.id,
    state: row.state,
    amount: formatMoney(row.principal),
    term_days: row.termDays,
    annual_rate_bp: row.annualRateBp,
    annual_rate: annualRatePercent(row.annualRateBp),
    applied_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
    start_date: row.startDate,
    due_date: row.dueDate,
    overdue: row.state === 'approved' && row.dueDate !== null && today > row.dueDate,
    principal_outstanding: formatMoney(row.principalOutstanding),
    interest_accrued: formatMoney(f.interestAccrued),
    interest_paid: formatMoney(row.interestPaid),
    interest_due: formatMoney(f.interestDue),
    outstanding: formatMoney(f.outstanding),
    daily_interest: formatMoney(daily),
    accrued_through: f.accruedThrough,
    repaid_at: row.repaidAt?.toISOString() ?? null,
  };
}

export function toRepayment(row: RepaymentRow): LoanRepayment {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    interest_part: formatMoney(row.interestPart),
    principal_part: formatMoney(row.principalPart),
    created_at: row.createdAt.toISOString(),
  };
}
