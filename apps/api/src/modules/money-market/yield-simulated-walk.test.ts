import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { createYieldWalk } from './yield.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp({ MONEY_MARKET_YIELD_MODE: 'simulated', MARKET_SEED: 'walk-test' });
});
afterAll(() => k.t.close());

describe('the simulated yield', () => {
  it('walks gently and deterministically, is labelled simulated, and cannot be set by hand', () => {
    const walk = createYieldWalk('walk-test', 200);
    const again = createYieldWalk('walk-test', 200);
    let previous = walk('2024-01-01');
    expect(previous).toBe(200);
    for (let day = '2024-01-02'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const bp = walk(day);
      expect(Math.abs(bp - previous)).toBeLessThanOrEqual(1);
      expect(bp).toBeGreaterThanOrEqual(160);
      expect(bp).toBeLessThanOrEqual(240);
      previous = bp;
    }
    // Asked in any order, by another instance: the same rates.
    expect(['2026-07-01', '2025-03-15', '2027-12-31'].map(again)).toEqual(['2026-07-01', '2025-03-15', '2027-12-31'].map(walk));
    expect(createYieldWalk('another-seed', 200)('2027-12-31')).not.toBeNaN();
  });

  it('is what users are shown and what income uses', async () => {
    const mon = nextWeekday(1);
    k.advanceTo(mon, '10:00');
    const u = await k.investor(1_000_000);
    const walk = createYieldWalk('walk-test', 200);
    const summary = await k.summary(u.token);
    expect(summary).toMatchObject({ yield_source: 'simulated', current_rate_bp: walk(mon) });
    const refused = await k.admin('PUT', '/yield', { annual_rate_bp: 300 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'MONEY_MARKET_YIELD_SIMULATED', msg: 'The yield is simulated and cannot be set by hand' });
    expect((await k.admin('GET', '/yield')).json().data).toMatchObject({ source: 'simulated', current_rate_bp: walk(mon), schedule: [] });

    await k.bought(u.token, '10000.00');
    k.advanceTo(addDays(mon, 2), '10:00');
    await k.settle();
    const tue = addDays(mon, 1);
    const expected = (1_000_000n * BigInt(walk(tue)) * 2n + 3_650_000n) / 7_300_000n; // half-up of E × r / 3 650 000
    expect(await k.incomeOf(u.id)).toEqual([{ day: tue, amount: String(expected), earning: '1000000', rate_bp: walk(tue) }]);
    await k.expectReconciled();
  });
});
