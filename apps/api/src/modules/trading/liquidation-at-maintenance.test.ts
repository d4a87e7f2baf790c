import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';
import { closesOf, entryLines, leveragedBuy, offerLeverage, positionRow, tradesOf } from './leverage-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('liquidation', () => {
  it('sells the position at market below the maintenance margin, after T+1, and books it exactly', async () => {
    await offerLeverage(k, { multipliers: [1, 2], annual_rate_bp: 800, margin_call_pct: 48, maintenance_pct: 45 });
    const u = await k.trader(2_000_000n);
    // 2× buy at 10.18: value 1,018.00, fees 5.01 (commission minimum 5.00 + transfer 0.01), own 509.00 + 5.01, borrowed 509.00.
    const p = await leveragedBuy(k, u.token, u.id, 100, 2);
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n - 51_401n);
    const trading = k.t.services.trading;

    // 9.20 today: (920.00 − 509.00) / 920.00 = 44.67 % < 45 %, but the shares are in T+1: a margin call only.
    await k.setPrice(SH_STOCK, 920);
    expect(await trading.checkMargins()).toEqual({ calls: 1, liquidated: 0 });
    expect((await positionRow(k, p.id)).quantity).toBe(100);

    // Next day's first check: interest 0.11 accrues, (920.00 − 509.00 − 0.11) / 920.00 = 44.66 %, sold at the bid 9.19.
    k.nextDays(1);
    expect(await trading.checkMargins()).toEqual({ calls: 0, liquidated: 1 });
    // Sell 919.00, fees 5.47 (5.00 + transfer 0.01 + stamp duty 0.46); cash back 919.00 − 5.47 − 509.00 − 0.11 = 404.42.
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n - 51_401n + 40_442n);
    const [close] = await closesOf(k, p.id);
    // Realised: 919.00 − 1,018.00 − 5.01 − 5.47 − 0.11 = −109.59.
    expect(close).toMatchObject({ reason: 'liquidation', quantity: 100, sellPrice: 919n, interest: 11n, borrowed: 50_900n, realisedPl: -10_959n });
    const sell = (await tradesOf(k, u.id)).at(-1)!;
    expect(sell).toMatchObject({ side: 'sell', source: 'liquidation', value: 91_900n, cashAmount: 40_442n });
    expect(await entryLines(k, sell.entryId!)).toEqual({
      'house:trade_settlement': -91_900n,
      'user:cash_available': 40_442n,
      'house:fee_revenue': 547n,
      'house:loan_book': 50_900n,
      'house:interest_income': 11n,
    });
    expect(await positionRow(k, p.id)).toMatchObject({ quantity: 0, borrowed: 0n, interest: 0n });
    expect((await k.positions(u.token)).list).toHaveLength(0);
    const [notice] = await k.messagesOf(u.token, 'liquidated');
    expect(notice!.body).toContain('44.66%');
    expect(notice!.body).toContain('45%');
    expect(notice!.body).toContain('9.19');
    expect(notice!.body).toContain('109.59');
    // Nothing left to do.
    expect(await trading.checkMargins()).toEqual({ calls: 0, liquidated: 0 });
    await k.expectReconciled();
  });
});
