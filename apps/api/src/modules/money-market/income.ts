import { Decimal } from 'decimal.js';
import { money, roundCents, type Money } from '../../platform/money.ts';

/**
 * The product's arithmetic, free of the database: actual/365 on every calendar day, one day's
 * income rounded once, half-up, to the cent by `roundCents`, compounding daily.
 */

const BP_PER_UNIT = 10_000n;
const DAYS_PER_YEAR = 365n;

/** One day's income: earning × annual rate / 365, rounded half-up to the cent (0 when nothing earns). */
export function dailyIncome(earning: bigint, rateBp: number): Money {
  if (earning <= 0n || rateBp <= 0) return money(0);
  return roundCents(earning * BigInt(rateBp), BP_PER_UNIT * DAYS_PER_YEAR);
}

/**
 * What `amount` would earn over `days` days at an unchanged rate: each day's income rounded as
 * the daily job rounds it and added to the balance before the next day, exactly as it would be
 * credited if neither the rate nor the balance changed.
 */
export function estimateReturn(amount: bigint, rateBp: number, days: number): Money {
  let balance = amount;
  let total = 0n;
  for (let i = 0; i < days; i += 1) {
    const income = dailyIncome(balance, rateBp);
    if (income === 0n) break; // it would stay 0 on the same balance for every later day
    balance += income;
    total += income;
  }
  return money(total);
}

/** 180 bp → "1.80" (percent). */
export const ratePercent = (bp: number): string => new Decimal(bp).div(100).toFixed(2);

/** The average of the given days' annual rates, in percent with four places: [180 × 7] → "1.8000". */
export function averageYieldPercent(bps: readonly number[]): string {
  if (bps.length === 0) return '0.0000';
  const sum = bps.reduce((s, bp) => s + bp, 0);
  return new Decimal(sum).div(bps.length * 100).toFixed(4, Decimal.ROUND_HALF_UP);
}

/** Income of 10 000.00 for one day at `bp`, in currency units with four places: 180 → "0.4932". For display only. */
export const incomePer10k = (bp: number): string => new Decimal(bp).div(365).toFixed(4, Decimal.ROUND_HALF_UP);
