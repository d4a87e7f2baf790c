import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

/*
 * 10000.00 at 200 bp: day 1 E = 1 000 000 → 54.79 → 55; each later day E grows by 55 and still
 * rounds to 55 for a week: 7 × 55 = 385 → 3.85. Over 365 days, compounding daily: 202.05 (summed
 * day by day the same way; the yearly simple interest would be 200.00).
 */
describe('the estimated return for a period', () => {
  it('is the daily income at today’s rate, compounded and rounded as the job would credit it', async () => {
    const mon = nextWeekday(1);
    k.advanceTo(mon, '10:00');
    const u = await k.investor(1_000_000);
    const est = async (query: string) => k.api(u.token, 'GET', `/estimate?${query}`);
    expect((await est('days=7&amount=10000.00')).json().data).toEqual({
      amount: '10000.00',
      days: 7,
      annual_rate_bp: 200,
      annual_rate: '2.00',
      estimated_return: '3.85',
      day_count: 'actual/365',
      compounding: 'daily',
    });
    expect((await est('days=365&amount=10000.00')).json().data.estimated_return).toBe('202.05');
    expect((await est('days=30&amount=0.01')).json().data.estimated_return).toBe('0.00');

    // Without an amount: on what earns now (nothing yet, then the confirmed 10000.00).
    expect((await est('days=7')).json().data).toMatchObject({ amount: '0.00', estimated_return: '0.00' });
    await k.bought(u.token, '10000.00');
    k.advanceTo(addDays(mon, 1), '10:00');
    expect((await est('days=7')).json().data).toMatchObject({ amount: '10000.00', estimated_return: '3.85' });

    // Bad input: a clear error, nothing else.
    for (const [query, error] of [
      ['days=0&amount=100', 'VALIDATION_FAILED'],
      ['days=3651&amount=100', 'VALIDATION_FAILED'],
      ['days=abc', 'VALIDATION_FAILED'],
      ['amount=100', 'VALIDATION_FAILED'],
      ['days=7&amount=-1', 'MONEY_MARKET_AMOUNT_NOT_POSITIVE'],
      ['days=7&amount=1.234', 'VALIDATION_FAILED'],
    ] as const) {
      const res = await est(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error });
    }
  });
});
