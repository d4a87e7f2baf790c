import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, STAR_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('STAR board (688/689)', () => {
  it('buys at least 200 shares, then any whole number', async () => {
    const u = await k.trader(5_000_000n);
    for (const quantity of [100, 199]) {
      const res = await k.order(u.token, { code: STAR_STOCK, side: 'buy', quantity });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'STAR_MINIMUM' });
      expect(res.json().msg).toContain('200');
    }
    expect((await k.balances(u.id)).cash_available).toBe(5_000_000n);
    // 200 and 201 are fine: 201 × 45.01 = 9,047.01.
    expect((await k.placed(u.token, { code: STAR_STOCK, side: 'buy', quantity: 200 })).value).toBe('9002.00');
    expect((await k.placed(u.token, { code: STAR_STOCK, side: 'buy', quantity: 201 })).value).toBe('9047.01');
    // The ticket tells the client the same rule.
    const ticket = (await k.api(u.token, 'GET', `/ticket?code=${STAR_STOCK}`)).json().data;
    expect(ticket).toMatchObject({ min_buy: 200, buy_step: 1, band_up: '54.00', band_down: '36.00', simulated: true });
    await k.expectReconciled();
  });

  it('sells 200 or more, or a smaller rest in one go', async () => {
    const u = await k.trader();
    await k.grant(u.id, STAR_STOCK, 350, 4000n);
    const sell = (quantity: number) => k.api(u.token, 'POST', '/orders', { code: STAR_STOCK, side: 'sell', type: 'market', quantity, pay_password: PIN });
    expect((await sell(150)).json().error).toBe('STAR_MINIMUM');
    expect((await sell(201)).statusCode).toBe(200);
    // 149 left: below 200, so only all 149 at once.
    expect((await sell(100)).json().error).toBe('STAR_MINIMUM');
    expect((await sell(149)).statusCode).toBe(200);
    await k.expectReconciled();
  });
});
