import { Decimal } from 'decimal.js';
import { money, roundCents, type Money } from '../../platform/money.ts';
import { addDays } from '../market/calendar.ts';

/**
 * The loan arithmetic, free of the database: day count actual/365 on Asia/Shanghai calendar
 * days, interest on the outstanding principal only (never on unpaid interest), each day's
 * interest rounded once, half-up, to the cent by `roundCents`.
 */

const BP_PER_UNIT = 10_000n;
const DAYS_PER_YEAR = 365n;

/** One day's interest: principal × annual rate / 365, rounded half-up to the cent. */
export function dailyInterest(principal: bigint, annualRateBp: number): Money {
  return roundCents(principal * BigInt(annualRateBp), BP_PER_UNIT * DAYS_PER_YEAR);
}

/** 800 bp → "8.00" (percent). */
export const annualRatePercent = (bp: number): string => new Decimal(bp).div(100).toFixed(2);

/** 800 bp → "0.021918" (percent per day, annual / 365). For display only: interest never uses it. */
export const dailyRatePercent = (bp: number): string => new Decimal(bp).div(100 * 365).toFixed(6, Decimal.ROUND_HALF_UP);

/**
 * What borrowing `amount` for `termDays` costs if nothing is repaid early: exactly what the daily
 * accrual will post (termDays days of interest on an unchanged principal), so the quote is a
 * promise, not an estimate.
 */
export function quoteLoan(amount: Money, termDays: number, annualRateBp: number) {
  const daily = dailyInterest(amount, annualRateBp);
  const interest = money(daily * BigInt(termDays));
  return { daily, interest, repaymentTotal: money(amount + interest) };
}

export { daysFrom, localDay as shanghaiDay } from '../market/calendar.ts';
export { addDays };

/**
 * The days whose interest is still to be charged, as of `today`: a day is charged once it has
 * ended, from the disbursement day on. So a loan repaid on day N has paid for N − start whole days,
 * the disbursement day counted and the repayment day not (actual/365).
 */
export function unaccruedDays(startDate: string, accruedThrough: string | null, today: string): string[] {
  const days: string[] = [];
  for (let day = accruedThrough ? addDays(accruedThrough, 1) : startDate; day < today; day = addDays(day, 1)) days.push(day);
  return days;
}
