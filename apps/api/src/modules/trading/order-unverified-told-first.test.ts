import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

const order = { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100, leverage: 1 };

describe('an account without a verified identity', () => {
  it('is told to verify first, at the preview and at the order, not that its balance is short', async () => {
    // New, unverified and without money (it cannot deposit before verification either).
    const u = await k.t.signUp();
    const preview = await k.api(u.token, 'POST', '/orders/preview', order, { lang: 'en' });
    expect(preview.statusCode).toBe(403);
    expect(preview.json()).toMatchObject({ error: 'IDENTITY_REQUIRED', msg: 'Please go to the personal centre for real-name verification' });
    const placed = await k.api(u.token, 'POST', '/orders', { ...order, pay_password: PIN });
    expect(placed.statusCode).toBe(403);
    expect(placed.json().error).toBe('IDENTITY_REQUIRED');
    expect((await k.api(u.token, 'GET', '/orders')).json().data.total).toBe(0);
    await k.expectReconciled();
  });

  it('once verified, hears about its balance as before', async () => {
    const u = await k.trader(50_000n); // verified, 500.00: less than one lot costs
    const preview = await k.api(u.token, 'POST', '/orders/preview', order);
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error).toBe('INSUFFICIENT_FUNDS');
  });
});
