import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, PIN, type MmKit } from './mm-test-kit.ts';

const MON = nextWeekday(1);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('the money-market balance is private to its owner', () => {
  it('user B can neither see nor act on anything of user A’s', async () => {
    k.advanceTo(MON, '10:00');
    const a = await k.investor(500_000);
    const b = await k.investor(100_000);
    const purchase = await k.bought(a.token, '3000.00');
    k.advanceTo(addDays(MON, 1), '10:00');
    const redemption = (await k.redeem(a.token, '500.00', 'normal')).json().data as { id: number };
    const summaryA = await k.summary(a.token);
    const balancesA = await k.balances(a.id);

    // A's records by id with B's token: not found, as if they did not exist.
    for (const url of [`/purchases/${purchase.id}`, `/redemptions/${redemption.id}`]) {
      const res = await k.api(b.token, 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ data: null, error: 'NOT_FOUND' });
    }
    // B's own views show none of A's money.
    expect((await k.api(b.token, 'GET', '/history')).json().data).toMatchObject({ total: 0, list: [] });
    expect(await k.summary(b.token)).toMatchObject({ balance: '0.00', pending_purchase: '0.00', pending_redemption: '0.00', redeemable: '0.00' });
    expect((await k.api(b.token, 'GET', '/estimate?days=30')).json().data).toMatchObject({ amount: '0.00', estimated_return: '0.00' });
    // B cannot redeem what is A's: B has nothing redeemable.
    for (const mode of ['normal', 'instant'] as const) expect((await k.redeem(b.token, '1.00', mode)).json().error).toBe('MONEY_MARKET_OVER_REDEEMABLE');
    // B's own purchase moves only B's money.
    expect((await k.purchase(b.token, '100.00')).statusCode).toBe(200);
    expect(await k.balances(a.id)).toEqual(balancesA);
    expect(await k.summary(a.token)).toEqual(summaryA);
    expect((await k.api(a.token, 'GET', '/history')).json().data.list.map((i: { type: string; id: number }) => `${i.type}:${i.id}`).sort()).toEqual(
      [`purchase:${purchase.id}`, `redemption:${redemption.id}`].sort(),
    );

    // No session → 401; a user's token is no operator's.
    expect((await k.t.app.inject({ method: 'GET', url: '/api/money-market/summary' })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'POST', url: '/api/money-market/purchases', payload: { amount: '1.00', pay_password: PIN } })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'GET', url: '/admin/api/money-market/holdings', headers: { 'x-admin-token': a.token } })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'PUT', url: '/admin/api/money-market/yield', headers: { 'x-admin-token': b.token }, payload: { annual_rate_bp: 9 } })).statusCode).toBe(401);
    expect((await k.api(b.token, 'GET', '/purchases/not-a-number')).statusCode).toBe(400);

    // Operators read every holding, but only read.
    const holdings = (await k.admin('GET', '/holdings')).json().data;
    expect(holdings.list.find((h: { user_id: number }) => h.user_id === a.id)).toMatchObject({ balance: '3000.00', pending_redemption: '500.00', username: a.username });
    const flows = (await k.admin('GET', `/flows?user_id=${a.id}`)).json().data;
    expect(flows.total).toBe(2);
    expect(flows.list.every((f: { user_id: number }) => f.user_id === a.id)).toBe(true);
    await k.expectReconciled();
  });
});
