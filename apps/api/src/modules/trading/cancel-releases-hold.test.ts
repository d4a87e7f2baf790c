import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('cancelling an open order', () => {
  it('releases the frozen money to the cent, once', async () => {
    const u = await k.trader(1_234_567n); // 12,345.67
    // 500 × 9.87 = 4,935.00; commission 1.23375 → 5.00; transfer 0.04935 → 0.05: 4,940.05 frozen.
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 500, price: '9.87' });
    expect(o.frozen).toBe('4940.05');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 740_562n, cash_frozen: 494_005n });

    const key = { 'idempotency-key': `cancel-${o.id}-abcdef` };
    const cancelled = await k.api(u.token, 'POST', `/orders/${o.id}/cancel`, undefined, key);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ msg: 'Order cancelled', data: { id: o.id, state: 'cancelled', frozen: '0.00' } });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_234_567n, cash_frozen: 0n });

    // The same request again answers the first answer; a new cancel is refused; nothing moves.
    const replay = await k.api(u.token, 'POST', `/orders/${o.id}/cancel`, undefined, key);
    expect(replay.json()).toEqual(cancelled.json());
    const again = await k.api(u.token, 'POST', `/orders/${o.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ORDER_NOT_OPEN');

    // A later tick at the old limit fills nothing.
    await k.setPrice(SH_STOCK, 980);
    expect((await k.positions(u.token)).list).toEqual([]);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_234_567n, cash_frozen: 0n });
    await k.t.services.trading.drain();
    expect(await k.messagesOf(u.token, 'order_cancelled')).toHaveLength(1);
    await k.expectReconciled();
  });

  it('a cancelled sell gives its reserved shares back', async () => {
    const u = await k.trader();
    await k.grant(u.id, SH_STOCK, 300, 900n);
    const sell = await k.api(u.token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'limit', quantity: 200, price: '11.00', pay_password: PIN });
    expect(sell.json().data).toMatchObject({ state: 'open', frozen: '0.00' });
    // The position says where the other 200 are, so the app can tell why they cannot be sold again.
    expect((await k.positions(u.token)).list[0]).toMatchObject({ quantity: 300, sellable: 100, reserved: 200, locked: false });
    // The reserved shares cannot be sold twice.
    const second = await k.api(u.token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'market', quantity: 200, pay_password: PIN });
    expect(second.json()).toMatchObject({ error: 'NOT_ENOUGH_SELLABLE' });
    expect(second.json().msg).toContain('100');

    expect((await k.api(u.token, 'POST', `/orders/${sell.json().data.id}/cancel`)).statusCode).toBe(200);
    expect((await k.positions(u.token)).list[0]).toMatchObject({ quantity: 300, sellable: 300, reserved: 0 });
    await k.expectReconciled();
  });
});
