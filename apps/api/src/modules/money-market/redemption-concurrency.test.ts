import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

// Meaningful on PostgreSQL only: PGlite runs one query at a time, so nothing would race.
const MON = nextWeekday(1);
let k: MmKit;
beforeAll(async () => {
  if (process.env['DATABASE_URL']) k = await mmTestApp({ PAY_PASSWORD_MAX_FAILURES: '100', MONEY_MARKET_INSTANT_DAILY_CAP: '500.00' });
});
afterAll(() => k?.t.close());

const errorsOf = (results: { statusCode: number; json(): { error?: string } }[]) => results.filter((r) => r.statusCode !== 200).map((r) => r.json().error);

describe.skipIf(!process.env['DATABASE_URL'])('parallel money-market requests on one holding', () => {
  it('never redeem more than the balance, nor instantly more than the cap, nor buy with cash that is not there', async () => {
    k.advanceTo(MON, '10:00');
    const u = await k.investor(200_000);
    // 10 purchases of 100.00 race for 500.00 of cash... after 1500.00 has gone in first.
    await k.bought(u.token, '1500.00');
    const buys = await Promise.all(Array.from({ length: 10 }, () => k.purchase(u.token, '100.00')));
    expect(buys.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const e of errorsOf(buys)) expect(e).toBe('MONEY_MARKET_OVER_AVAILABLE');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 200_000n });

    k.advanceTo(addDays(MON, 1), '10:00');
    // 30 normal redemptions of 100.00 against 2000.00, raced with the settlement job that confirms the purchases.
    const [, ...normal] = await Promise.all([k.settle(), ...Array.from({ length: 30 }, () => k.redeem(u.token, '100.00', 'normal'))]);
    expect(normal.filter((r) => r.statusCode === 200)).toHaveLength(20);
    for (const e of errorsOf(normal)) expect(e).toBe('MONEY_MARKET_OVER_REDEEMABLE');
    expect(await k.summary(u.token)).toMatchObject({ balance: '2000.00', pending_redemption: '2000.00', redeemable: '0.00' });
    const more = await Promise.all(Array.from({ length: 5 }, () => k.redeem(u.token, '0.01', 'normal')));
    for (const e of errorsOf(more)) expect(e).toBe('MONEY_MARKET_OVER_REDEEMABLE');
    expect(more.every((r) => r.statusCode !== 200)).toBe(true);

    k.advanceTo(addDays(MON, 2), '10:00');
    await k.settle();
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 200_000n, cash_frozen: 0n, money_market: 0n });
    await k.expectReconciled();
  });

  it('parallel instant and normal redemptions together stay within the balance and the cap', async () => {
    const day = addDays(MON, 3);
    const v = await k.investor(100_000);
    await k.bought(v.token, '1000.00');
    k.advanceTo(day, '10:00'); // Thursday: confirmed (bought Wednesday)
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => k.redeem(v.token, '100.00', 'instant')),
      ...Array.from({ length: 10 }, () => k.redeem(v.token, '100.00', 'normal')),
    ]);
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json().data as { mode: string });
    expect(ok).toHaveLength(10);
    expect(ok.filter((r) => r.mode === 'instant').length).toBeLessThanOrEqual(5);
    for (const e of errorsOf(results)) expect(['MONEY_MARKET_OVER_REDEEMABLE', 'MONEY_MARKET_INSTANT_CAP_EXCEEDED']).toContain(e);
    const instant = ok.filter((r) => r.mode === 'instant').length;
    expect(await k.balances(v.id)).toMatchObject({ cash_available: BigInt(instant) * 10_000n, money_market: BigInt(10 - instant) * 10_000n });
    expect(await k.summary(v.token)).toMatchObject({ redeemable: '0.00' });
    await k.expectReconciled();
  });
});
