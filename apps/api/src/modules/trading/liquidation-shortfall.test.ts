import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';
import { closesOf, entryLines, leveragedBuy, offerLeverage, tradesOf } from './leverage-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('liquidation shortfall', () => {
  it('takes what the proceeds miss from cash as far as it goes, the rest is a house loss', async () => {
    await offerLeverage(k, { multipliers: [1, 10], annual_rate_bp: 800, margin_call_pct: 9, maintenance_pct: 8 });
    // 10× buy at 10.18: borrowed 1,018.00 − 101.80 = 916.20; own 101.80 + fees 5.01 = 106.81; 3.00 left in cash.
    const u = await k.trader(10_981n);
    const p = await leveragedBuy(k, u.token, u.id, 100, 10);
    expect(p.borrowed).toBe(91_620n);
    expect((await k.balances(u.id)).cash_available).toBe(300n);

    // Next day at the band floor 9.15: interest 916.20 × 8 % / 365 = 0.2008 → 0.20; equity negative → liquidated at 9.15.
    k.nextDays(1);
    await k.setPrice(SH_STOCK, 915);
    expect(await k.t.services.trading.checkMargins()).toEqual({ calls: 0, liquidated: 1 });
    // 915.00 − fees 5.47 − 916.20 − 0.20 = −6.87: 3.00 from cash, 3.87 written off by the house.
    expect((await k.balances(u.id)).cash_available).toBe(0n);
    const sell = (await tradesOf(k, u.id)).at(-1)!;
    expect(sell).toMatchObject({ source: 'liquidation', value: 91_500n, cashAmount: -300n });
    expect(await entryLines(k, sell.entryId!)).toEqual({
      'house:trade_settlement': -91_500n,
      'user:cash_available': -300n,
      'house:fee_revenue': 547n,
      'house:loan_book': 91_620n,
      'house:interest_income': 20n,
      'house:adjustments': -387n,
    });
    // Realised: 915.00 − 1,018.00 − 5.01 − 5.47 − 0.20 = −113.68.
    expect((await closesOf(k, p.id))[0]).toMatchObject({ reason: 'liquidation', realisedPl: -11_368n });
    await k.expectReconciled();
  });
});
