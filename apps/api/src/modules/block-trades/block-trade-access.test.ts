import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, PIN, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

describe('block trade purchases are private to their buyer', () => {
  it('user B can never see or read user A’s purchases, and nothing of A’s changes through B', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 2_000 });
    const a = await k.buyer({ cents: 1_000_000 });
    const b = await k.buyer({ cents: 1_000_000 });
    const bought = await k.purchase(a.token, offer.id, 300);
    expect(bought.statusCode, bought.body).toBe(200);
    const purchaseId = bought.json().data.id as number;
    const mine = (await k.api(a.token, 'GET', `/purchases/${purchaseId}`)).json().data;
    expect(mine).toMatchObject({ id: purchaseId, quantity: 300, locked: true });
    const cashA = await k.balances(a.id);

    const read = await k.api(b.token, 'GET', `/purchases/${purchaseId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    expect((await k.api(b.token, 'GET', '/purchases')).json().data).toMatchObject({ total: 0, list: [] });

    // B buys on the same public offer: B pays, A's records and money stay as they were.
    expect((await k.purchase(b.token, offer.id, 100)).statusCode).toBe(200);
    expect(await k.balances(a.id)).toEqual(cashA);
    expect((await k.api(a.token, 'GET', '/purchases')).json().data.list.map((p: { id: number }) => p.id)).toEqual([purchaseId]);
    expect((await k.api(a.token, 'GET', `/purchases/${purchaseId}`)).json().data).toEqual(mine);
    expect((await k.api(b.token, 'GET', '/purchases')).json().data.total).toBe(1);

    // No session, a user session on the operators' side, an operator session on the users' side: 401.
    const anonymous = [
      k.t.app.inject({ method: 'GET', url: '/api/block-trades/offers' }),
      k.t.app.inject({ method: 'GET', url: `/api/block-trades/purchases/${purchaseId}` }),
      k.t.app.inject({ method: 'POST', url: `/api/block-trades/offers/${offer.id}/purchase`, payload: { quantity: 100, pay_password: PIN } }),
      k.t.app.inject({ method: 'GET', url: '/admin/api/block-trades/purchases', headers: { 'x-admin-token': a.token } }),
      k.t.app.inject({ method: 'POST', url: `/admin/api/block-trades/offers/${offer.id}/close`, headers: { 'x-admin-token': b.token }, payload: { reason: 'mine now' } }),
      k.t.app.inject({ method: 'POST', url: '/admin/api/block-trades/offers', headers: { 'x-admin-token': b.token }, payload: { code: CODE, price: '9.00', total_quantity: 100, min_quantity: 100, holding_days: 1, ends_at: k.hoursFromNow(1) } }),
    ];
    for (const res of await Promise.all(anonymous)) expect(res.statusCode).toBe(401);
    expect((await k.api(b.token, 'GET', '/purchases/not-a-number')).statusCode).toBe(400);
    expect((await k.api(b.token, 'GET', '/offers/999999/preview?quantity=100')).json().error).toBe('NOT_FOUND');
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 1_600, status: 'open', purchases: 2 });
    await k.expectReconciled();
  });
});
