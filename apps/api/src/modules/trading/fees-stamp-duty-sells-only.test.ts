import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFees, DEFAULT_FEES } from './fees.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('stamp duty', () => {
  it('is 0.05 % of the value on sells and nothing on buys', () => {
    expect(computeFees(DEFAULT_FEES, 'buy', 100_000_000n).stampDuty).toBe(0n);
    // 1,000,000.00 × 0.05 % = 500.00
    expect(computeFees(DEFAULT_FEES, 'sell', 100_000_000n).stampDuty).toBe(50_000n);
    // 1,015.00 × 0.05 % = 0.5075 → 0.51 (half-up); 1,010.00 → 0.505 → 0.51; 1,009.00 → 0.5045 → 0.50.
    expect(computeFees(DEFAULT_FEES, 'sell', 101_500n).stampDuty).toBe(51n);
    expect(computeFees(DEFAULT_FEES, 'sell', 101_000n).stampDuty).toBe(51n);
    expect(computeFees(DEFAULT_FEES, 'sell', 100_900n).stampDuty).toBe(50n);
  });

  it('a buy and a sell of the same shares: only the sell pays it', async () => {
    const u = await k.trader(5_000_000n);
    const buy = await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 1000 });
    // 1,000 × 10.18 = 10,180.00: commission 2.545 → minimum 5.00, transfer 0.1018 → 0.10, stamp duty 0.
    expect(buy.fees).toEqual({ commission: '5.00', transfer_fee: '0.10', stamp_duty: '0.00', total: '5.10' });
    // Shares granted as sellable today (an IPO allocation), so the sell needs no T+1 wait.
    await k.grant(u.id, SH_STOCK, 1000, 900n);
    const before = (await k.balances(u.id)).cash_available;
    const sell = await k.api(u.token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'market', quantity: 1000, pay_password: '135790' });
    expect(sell.statusCode, sell.body).toBe(200);
    // The bid is 10.17 − 0.01 = 10.16: 10,160.00; commission 2.54 → 5.00; transfer 0.1016 → 0.10; stamp 5.08.
    expect(sell.json().data).toMatchObject({
      fill_price: '10.16',
      value: '10160.00',
      fees: { commission: '5.00', transfer_fee: '0.10', stamp_duty: '5.08', total: '10.18' },
      total: '10149.82',
    });
    expect((await k.balances(u.id)).cash_available - before).toBe(1_014_982n);
    const trades = (await k.api(u.token, 'GET', '/trades?range=today')).json().data.list as { side: string; fees: { stamp_duty: string } }[];
    expect(trades.filter((t) => t.side === 'buy').every((t) => t.fees.stamp_duty === '0.00')).toBe(true);
    expect(trades.find((t) => t.side === 'sell')?.fees.stamp_duty).toBe('5.08');
    await k.expectReconciled();
  });
});
