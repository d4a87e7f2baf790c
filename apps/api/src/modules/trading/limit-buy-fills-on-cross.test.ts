import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('a resting limit buy', () => {
  it('fills at its limit when a tick reaches it, and not before', async () => {
    const u = await k.trader(2_000_000n);
    const frames: unknown[] = [];
    const off = k.t.ctx.bus.subscribe('user', (p) => {
      const { userId, frame } = p as { userId: number; frame: { type: string; data: unknown } };
      if (userId === u.id && frame.type === 'trading') frames.push(frame.data);
    });
    // 1,000 × 10.00 = 10,000.00; commission 2.50 → 5.00; transfer 0.10: 10,005.10 frozen.
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 1000, price: '10.00' });
    expect(o).toMatchObject({ state: 'open', frozen: '10005.10', fill_price: null, value: null, fees: null });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 999_490n, cash_frozen: 1_000_510n });

    // Ticks above the limit: nothing happens.
    for (const cents of [1017, 1005, 1001]) await k.setPrice(SH_STOCK, cents);
    expect((await k.api(u.token, 'GET', '/orders?state=open')).json().data.list.map((x: { id: number }) => x.id)).toEqual([o.id]);
    expect((await k.positions(u.token)).list).toEqual([]);

    // A tick at 9.98 reaches it: filled at the limit 10.00, the hold spent exactly.
    await k.setPrice(SH_STOCK, 998);
    const [filled] = (await k.api(u.token, 'GET', '/orders')).json().data.list;
    expect(filled).toMatchObject({ id: o.id, state: 'filled', fill_price: '10.00', value: '10000.00', total: '10005.10', frozen: '0.00' });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 999_490n, cash_frozen: 0n });
    const [position] = (await k.positions(u.token)).list;
    expect(position).toMatchObject({ code: SH_STOCK, quantity: 1000, buy_price: '10.00', buy_value: '10000.00', buy_fee: '5.10', price: '9.98' });

    // A notice and the personal frames (placed, filled) for the screens.
    await k.t.services.trading.drain();
    const [notice] = await k.messagesOf(u.token, 'order_filled');
    expect(notice?.body).toContain('10.00');
    expect(frames).toEqual([
      { event: 'placed', order_id: o.id, code: SH_STOCK, side: 'buy', state: 'open' },
      { event: 'filled', order_id: o.id, code: SH_STOCK, side: 'buy', state: 'filled' },
    ]);
    off();
    await k.expectReconciled();
  });

  it('a missed tick is caught by the sweep', async () => {
    const u = await k.trader(2_000_000n);
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.50' });
    // The price moves without a tick reaching the broker (as after a restart).
    k.t.services.market.liveBook(SH_STOCK)!.quote.price = 949;
    await k.t.services.trading.sweep();
    expect((await k.api(u.token, 'GET', '/orders')).json().data.list[0]).toMatchObject({ id: o.id, state: 'filled', fill_price: '9.50' });
    await k.expectReconciled();
  });
});
