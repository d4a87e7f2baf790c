import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('trading is private to its owner', () => {
  it('user B can never see, cancel or close user A’s orders, positions or history', async () => {
    const a = await k.trader(2_000_000n);
    const b = await k.trader(2_000_000n);
    await k.placed(a.token, { code: SH_STOCK, side: 'buy', quantity: 200 });
    const open = await k.placed(a.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '9.50' });
    k.nextDays(1);
    const [position] = (await k.positions(a.token)).list;
    await k.api(a.token, 'POST', `/positions/${position!.id}/close`, { quantity: 100, pay_password: PIN });
    const [closed] = (await k.api(a.token, 'GET', '/history')).json().data.list;
    const before = {
      orders: (await k.api(a.token, 'GET', '/orders')).json().data,
      positions: await k.positions(a.token),
      balances: await k.balances(a.id),
    };

    const notFound = [
      await k.api(b.token, 'POST', `/orders/${open.id}/cancel`),
      await k.api(b.token, 'GET', `/positions/${position!.id}`),
      await k.api(b.token, 'POST', `/positions/${position!.id}/close`, { quantity: 100, pay_password: PIN }),
      await k.api(b.token, 'GET', `/history/${closed.id}`),
      await k.api(b.token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'market', quantity: 100, position_id: position!.id, pay_password: PIN }),
      await k.api(b.token, 'POST', '/orders/preview', { code: SH_STOCK, side: 'sell', type: 'market', quantity: 100, position_id: position!.id }),
    ];
    for (const res of notFound) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    }
    for (const url of ['/orders', '/history', '/trades?range=year']) expect((await k.api(b.token, 'GET', url)).json().data).toMatchObject({ total: 0, list: [] });
    expect((await k.positions(b.token)).list).toEqual([]);
    expect((await k.api(b.token, 'GET', '/assets')).json().data).toMatchObject({ market_value: '0.00', realised_pl: '0.00', open_orders: 0 });

    // A's things are untouched.
    expect((await k.api(a.token, 'GET', '/orders')).json().data).toEqual(before.orders);
    expect(await k.positions(a.token)).toEqual(before.positions);
    expect(await k.balances(a.id)).toEqual(before.balances);
    expect((await k.balances(b.id)).cash_available).toBe(2_000_000n);

    // No session: 401; a user token on the operators' side: 401; operators have no route that edits orders.
    expect((await k.t.app.inject({ method: 'GET', url: '/api/trading/orders' })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'GET', url: '/admin/api/trading/orders', headers: { 'x-admin-token': a.token } })).statusCode).toBe(401);
    const adminList = await k.admin('GET', `/orders?user_id=${a.id}`);
    expect(adminList.json().data.total).toBe(3);
    for (const method of ['PUT', 'POST'] as const) expect((await k.admin(method, `/orders/${open.id}`, {})).statusCode).toBe(404);
    await k.expectReconciled();
  });
});
