import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestAccruals } from './tables.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';
import { entryLines, leveragedBuy, offerLeverage, positionRow, tradesOf } from './leverage-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('interest on leverage', () => {
  it('accrues once per Shanghai day, catches up after downtime, and is paid from the proceeds', async () => {
    await offerLeverage(k, { multipliers: [1, 2], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 });
    const u = await k.trader(2_000_000n);
    // 2× buy at 10.18: value 1,018.00, own 509.00 + fees 5.01, borrowed 509.00.
    const p = await leveragedBuy(k, u.token, u.id, 100, 2);
    expect(p.borrowed).toBe(50_900n);
    const trading = k.t.services.trading;

    // The buy day is not over: nothing is due yet.
    await trading.checkMargins();
    expect((await positionRow(k, p.id)).interest).toBe(0n);

    // One day later: 509.00 × 8 % / 365 = 0.11156… → 0.11 (half-up). Running again charges nothing twice.
    k.nextDays(1);
    await trading.checkMargins();
    await trading.checkMargins();
    expect((await positionRow(k, p.id)).interest).toBe(11n);

    // Three days with no job running: the catch-up charges exactly the three missed days.
    k.nextDays(3);
    await trading.checkMargins();
    expect((await positionRow(k, p.id)).interest).toBe(44n);
    const rows = await k.t.ctx.db.select().from(interestAccruals);
    expect(rows.map((r) => r.amount)).toEqual([11n, 11n, 11n, 11n]);
    expect(new Set(rows.map((r) => r.day)).size).toBe(4);
    expect((await k.positions(u.token)).list[0]).toMatchObject({ interest: '0.44' });

    // Sold at 10.16: 1,016.00 − fees 5.52 − borrowed 509.00 − interest 0.44 = 501.04 back to cash.
    await k.setPrice(SH_STOCK, 1017);
    const sold = await k.api(u.token, 'POST', `/positions/${p.id}/close`, { quantity: 100, pay_password: '135790' });
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n - 51_401n + 50_104n);
    const sell = (await tradesOf(k, u.id)).at(-1)!;
    expect(await entryLines(k, sell.entryId!)).toEqual({
      'house:trade_settlement': -101_600n,
      'user:cash_available': 50_104n,
      'house:fee_revenue': 552n,
      'house:loan_book': 50_900n,
      'house:interest_income': 44n,
    });
    // Closed: no more interest.
    k.nextDays(2);
    await trading.checkMargins();
    expect((await k.t.ctx.db.select().from(interestAccruals)).length).toBe(4);
    await k.expectReconciled();
  });
});
