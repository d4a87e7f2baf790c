import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFees, DEFAULT_FEES } from './fees.ts';
import { PIN, SZ_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('transfer fee', () => {
  it('is 0.001 % of the value on both sides, rounded half-up on its own', () => {
    // 50,900.00 × 0.001 % = 0.509 → 0.51 on either side.
    expect(computeFees(DEFAULT_FEES, 'buy', 5_090_000n).transferFee).toBe(51n);
    expect(computeFees(DEFAULT_FEES, 'sell', 5_090_000n).transferFee).toBe(51n);
    // 450.00 × 0.001 % = 0.0045 → 0.00; 500.00 → 0.005 → 0.01.
    expect(computeFees(DEFAULT_FEES, 'buy', 45_000n).transferFee).toBe(0n);
    expect(computeFees(DEFAULT_FEES, 'sell', 50_000n).transferFee).toBe(1n);
  });

  it('is charged on a buy and on a sell of a Shenzhen stock', async () => {
    const u = await k.trader(10_000_000n);
    // 000001 last 11.60: buy 5,000 at the ask 11.61 = 58,050.00 → transfer 0.5805 → 0.58; commission 14.5125 → 14.51.
    const buy = await k.placed(u.token, { code: SZ_STOCK, side: 'buy', quantity: 5000 });
    expect(buy.fees).toEqual({ commission: '14.51', transfer_fee: '0.58', stamp_duty: '0.00', total: '15.09' });
    await k.grant(u.id, SZ_STOCK, 5000, 1100n);
    // Sell 5,000 at the bid 11.59 = 57,950.00 → transfer 0.5795 → 0.58; commission 14.4875 → 14.49; stamp 28.975 → 28.98.
    const sell = await k.api(u.token, 'POST', '/orders', { code: SZ_STOCK, side: 'sell', type: 'market', quantity: 5000, pay_password: PIN });
    expect(sell.statusCode, sell.body).toBe(200);
    expect(sell.json().data.fees).toEqual({ commission: '14.49', transfer_fee: '0.58', stamp_duty: '28.98', total: '44.05' });
    // Cash: 100,000.00 − (58,050.00 + 15.09) + (57,950.00 − 44.05) = 99,840.86
    expect((await k.balances(u.id)).cash_available).toBe(9_984_086n);
    await k.expectReconciled();
  });
});
