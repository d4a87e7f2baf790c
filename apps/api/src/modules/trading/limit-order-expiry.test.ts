import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEnd, dayStart } from '../market/calendar.ts';
import { SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp({ MARKET_ALWAYS_OPEN: 'false' });
});
afterAll(() => k.t.close());

describe('a limit order expires at the end of its session', () => {
  it('placed at 14:00, it is still open at 14:59 and expired after 15:00, its hold released', async () => {
    k.toLocal('14:00');
    const day = k.today();
    const u = await k.trader(1_000_000n);
    const o = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.50' });
    const close = new Date(dayStart(day) + 15 * 3600_000).toISOString();
    expect((await k.api(u.token, 'GET', '/orders')).json().data.list[0]).toMatchObject({ id: o.id, state: 'open', expires_at: close });

    k.t.clock.advance(59 * 60_000); // 14:59
    await k.t.services.trading.sweep();
    expect((await k.api(u.token, 'GET', '/orders?state=open')).json().data.total).toBe(1);

    k.t.clock.advance(60_000); // 15:00
    // A late tick at the limit must not fill an order whose session is over.
    await k.setPrice(SH_STOCK, 950);
    await k.t.services.trading.sweep();
    const [expired] = (await k.api(u.token, 'GET', '/orders')).json().data.list;
    expect(expired).toMatchObject({ id: o.id, state: 'expired', frozen: '0.00', expires_at: close });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_000_000n, cash_frozen: 0n });
    expect((await k.positions(u.token)).list).toEqual([]);
    const [notice] = await k.messagesOf(u.token, 'order_expired');
    expect(notice?.title).toBe('Order expired: Shanghai Pudong Development Bank');
    await k.expectReconciled();
  });
});

describe('in always-open mode', () => {
  it('a limit order expires at the end of the local day', async () => {
    const open = await tradingTestApp();
    try {
      open.toLocal('23:00');
      const u = await open.trader(1_000_000n);
      const o = await open.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.50' });
      const midnight = new Date(dayEnd(open.today())).toISOString();
      expect((await open.api(u.token, 'GET', '/orders')).json().data.list[0]).toMatchObject({ state: 'open', expires_at: midnight });
      open.t.clock.advance(3600_000);
      await open.t.services.trading.sweep();
      expect((await open.api(u.token, 'GET', '/orders')).json().data.list[0]).toMatchObject({ id: o.id, state: 'expired' });
      expect(await open.balances(u.id)).toMatchObject({ cash_available: 1_000_000n, cash_frozen: 0n });
      await open.expectReconciled();
    } finally {
      await open.t.close();
    }
  });
});
