import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

// 600000: previous close 10.17, band ±10 %: 9.153 → 9.15 and 11.187 → 11.19 (half-up).
describe('limit price', () => {
  it('outside today’s band is refused (order and preview), and nothing changes', async () => {
    const u = await k.trader(2_000_000n);
    for (const price of ['11.20', '9.14', '0.01', '50']) {
      for (const url of ['/orders', '/orders/preview']) {
        const res = await k.api(u.token, 'POST', url, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price, pay_password: '135790' });
        expect(res.statusCode, `${url} ${price}`).toBe(422);
        expect(res.json()).toMatchObject({ error: 'PRICE_OUTSIDE_BAND', data: null });
        expect(res.json().msg).toContain('9.15');
        expect(res.json().msg).toContain('11.19');
      }
    }
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 2_000_000n, cash_frozen: 0n });
    expect((await k.api(u.token, 'GET', '/orders')).json().data.total).toBe(0);
    await k.expectReconciled();
  });

  it('needs a price for a limit order and takes a band edge', async () => {
    const u = await k.trader(2_000_000n);
    const missing = await k.order(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('PRICE_REQUIRED');
    // The lower edge rests (the price 10.17 is above it) with value + fees frozen: 915.00 + 5.00 + 0.01.
    const low = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.15' });
    expect(low).toMatchObject({ state: 'open', frozen: '920.01' });
    // The upper edge is already reached by the market, so it fills at once — at the ask 10.18,
    // better than its limit — and the part of its hold not spent (1,119.00 + 5.01 − 1,023.01) returns.
    const high = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '11.19' });
    expect(high).toMatchObject({ state: 'filled', fill_price: '10.18', value: '1018.00', total: '1023.01' });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 2_000_000n - 92_001n - 102_301n, cash_frozen: 92_001n });
    await k.expectReconciled();
  });

  it('the band is shown on the ticket; a market order ignores a price sent with it', async () => {
    const u = await k.trader(2_000_000n);
    const ticket = (await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data;
    expect(ticket).toMatchObject({ price: '10.17', prev_close: '10.17', ask: '10.18', bid: '10.16', band_up: '11.19', band_down: '9.15', tick: '0.01', lot_size: 100, available_cash: '20000.00' });
    // 20,000.00 covers 1,900 shares at 10.18 with fees (19,342.00 + 5.00 + 0.19), not 2,000 (20,360.00).
    expect(ticket.max_buy).toBe(1900);
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100, price: '1.00' });
    expect(o.fill_price).toBe('10.18');
    await k.expectReconciled();
  });
});
