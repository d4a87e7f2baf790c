import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

const sell = (token: string, quantity: number, extra: Record<string, unknown> = {}) =>
  k.api(token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'market', quantity, pay_password: PIN, ...extra });

describe('odd lots', () => {
  it('a buy must be whole lots of 100: 150 and 50 are refused, nothing changes', async () => {
    const u = await k.trader(1_000_000n);
    for (const quantity of [150, 50, 199]) {
      const res = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'LOT_SIZE', data: null });
      expect(res.json().msg).toContain('100');
    }
    expect((await k.balances(u.id)).cash_available).toBe(1_000_000n);
    expect((await k.api(u.token, 'GET', '/orders')).json().data.total).toBe(0);
    await k.expectReconciled();
  });

  it('a holding of 250 can sell its odd 50 alone or with lots, but not another odd amount', async () => {
    const u = await k.trader();
    await k.grant(u.id, SH_STOCK, 250, 1000n);
    // 30 is not the whole odd remainder (50): refused.
    const wrong = await sell(u.token, 30);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('LOT_SIZE');
    // 150 = one lot + the whole odd 50: allowed.
    const first = await sell(u.token, 150);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ state: 'filled', quantity: 150 });
    // 100 left, no odd part any more: 50 is refused, 100 is fine.
    expect((await sell(u.token, 50)).json().error).toBe('LOT_SIZE');
    expect((await sell(u.token, 100)).statusCode).toBe(200);
    expect((await k.positions(u.token)).list).toEqual([]);
    await k.expectReconciled();
  });

  it('an odd holding below one lot (70) is sold in one go', async () => {
    const u = await k.trader();
    await k.grant(u.id, SH_STOCK, 70, 1000n);
    expect((await sell(u.token, 40)).json().error).toBe('LOT_SIZE');
    const all = await sell(u.token, 70);
    expect(all.statusCode, all.body).toBe(200);
    // 70 × 10.16 = 711.20; commission 5.00 (minimum), transfer 0.007112 → 0.01, stamp 0.3556 → 0.36.
    expect(all.json().data).toMatchObject({ value: '711.20', fees: { commission: '5.00', transfer_fee: '0.01', stamp_duty: '0.36', total: '5.37' }, total: '705.83' });
    expect((await k.balances(u.id)).cash_available).toBe(70_583n);
    await k.expectReconciled();
  });
});
