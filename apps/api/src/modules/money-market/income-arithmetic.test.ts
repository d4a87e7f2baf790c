import { describe, expect, it } from 'vitest';
import { averageYieldPercent, dailyIncome, estimateReturn, incomePer10k, ratePercent } from './income.ts';
import { orderDays, parseCutoff } from './order-days.ts';
import { createSessions } from '../market/sessions.ts';
import { dayStart } from '../market/calendar.ts';

describe('money-market arithmetic', () => {
  it('rounds one day’s income half-up to the cent, once', () => {
    // 921 625 × 200 / 3 650 000 = 50.5 exactly → 51 (half-up; banker's rounding would say 50).
    expect(dailyIncome(921_625n, 200)).toBe(51n);
    // 912 499 × 200 / 3 650 000 = 49.9999 → 50; 903 375 × 200 / 3 650 000 = 49.5 → 50; 903 374 → 49.49994 → 49.
    expect(dailyIncome(912_499n, 200)).toBe(50n);
    expect(dailyIncome(903_375n, 200)).toBe(50n);
    expect(dailyIncome(903_374n, 200)).toBe(49n);
    // Below half a cent: nothing. No rate or no balance: nothing.
    expect(dailyIncome(9_125n, 200)).toBe(1n); // 0.5 → 1
    expect(dailyIncome(9_124n, 200)).toBe(0n);
    expect(dailyIncome(0n, 200)).toBe(0n);
    expect(dailyIncome(1_000_000n, 0)).toBe(0n);
    // Large balances stay exact: 10 000 000 000.00 at 2.35 %: 10¹² × 235 / 3 650 000 = 64 383 561.64 → 64 383 562 cents.
    expect(dailyIncome(1_000_000_000_000n, 235)).toBe(64_383_562n);
  });

  it('estimates by compounding the rounded daily income', () => {
    expect(estimateReturn(1_000_000n, 200, 7)).toBe(385n);
    expect(estimateReturn(1_000_000n, 200, 365)).toBe(20_205n);
    expect(estimateReturn(100n, 200, 3650)).toBe(0n);
  });

  it('formats rates and yields', () => {
    expect(ratePercent(180)).toBe('1.80');
    expect(averageYieldPercent([350, 200, 200, 200, 200, 200, 200])).toBe('2.2143');
    expect(incomePer10k(180)).toBe('0.4932');
    expect(incomePer10k(350)).toBe('0.9589');
  });

  it('gives T by the cut-off and T+1 by the trading calendar', () => {
    const sessions = createSessions(false, ['2026-10-01', '2026-10-02']); // Thursday and Friday holidays
    const at = (day: string, hhmm: string) => new Date(dayStart(day) + parseCutoff(hhmm) * 60_000);
    const cutoff = parseCutoff('15:00');
    expect(orderDays(sessions, cutoff, at('2026-09-29', '14:59'))).toEqual({ requestDay: '2026-09-29', tradeDay: '2026-09-29', settleDay: '2026-09-30', firstIncomeDay: '2026-10-01' });
    // Wednesday after the cut-off: T is the next trading day (Monday, after two holidays and a weekend).
    expect(orderDays(sessions, cutoff, at('2026-09-30', '15:00'))).toMatchObject({ tradeDay: '2026-10-05', settleDay: '2026-10-06' });
    expect(orderDays(sessions, cutoff, at('2026-09-30', '09:00'))).toMatchObject({ tradeDay: '2026-09-30', settleDay: '2026-10-05', firstIncomeDay: '2026-10-06' });
    expect(orderDays(sessions, cutoff, at('2026-10-03', '09:00'))).toMatchObject({ tradeDay: '2026-10-05', settleDay: '2026-10-06' });
    // Always open (the demo): every day trades.
    expect(orderDays(createSessions(true), cutoff, at('2026-10-03', '09:00'))).toMatchObject({ tradeDay: '2026-10-03', settleDay: '2026-10-04' });
  });
});
