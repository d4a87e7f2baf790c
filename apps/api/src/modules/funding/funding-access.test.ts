import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { balances, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

describe('one user’s money seen from another account', () => {
  it('is never found: B cannot see, cancel, unbind, pay, withdraw to or download anything of A’s', async () => {
    const a = await customer(t, { cents: 100_000, card: true, name: 'Anna Müller' });
    const b = await customer(t, { cents: 50_000, card: true, name: 'Bruno Keller' });
    const w = (await a.api.post('/api/funding/withdrawals', { card_id: a.cardId, amount: '150', pay_password: PIN })).json().data;
    const dep = (await a.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '500' })).json().data;
    const qp = (await a.api.post('/api/funding/deposits', { method: 'quick_pay', amount: '600' })).json().data;
    const before = await balances(t, a.id);

    const notFound = [
      b.api.get(`/api/funding/deposits/${dep.id}`),
      b.api.get(`/api/funding/deposits/${qp.id}`),
      b.api.get(`/api/funding/withdrawals/${w.id}`),
      b.api.post(`/api/funding/withdrawals/${w.id}/cancel`),
      b.api.del(`/api/funding/cards/${a.cardId}`),
      b.api.post('/api/funding/withdrawals', { card_id: a.cardId, amount: '100', pay_password: PIN }),
      b.api.get(`/api/funding/quickpay/payments/${qp.quick_pay.payment_id}`),
      b.api.post(`/api/funding/quickpay/simulate/${qp.quick_pay.payment_id}`),
    ];
    for (const res of await Promise.all(notFound)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    }

    const bCards = (await b.api.get('/api/funding/cards')).json().data.list as { id: number }[];
    expect(bCards.map((c) => c.id)).toEqual([b.cardId]);
    expect((await b.api.get('/api/funding/deposits')).json().data.total).toBe(0);
    expect((await b.api.get('/api/funding/withdrawals')).json().data.total).toBe(0);
    expect((await b.api.get('/api/funding/bank-records?type=all')).json().data.total).toBe(0);
    const bLog = (await b.api.get('/api/funding/money-log?range=year')).json().data;
    expect(bLog.list.map((l: { available_change: string }) => l.available_change)).toEqual(['500.00']);
    const csv = (await b.api.get('/api/funding/statement.csv')).body.split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(2);
    expect(csv.join('\n')).not.toContain('withdrawal');
    expect((await b.api.get('/api/account/summary')).json().data).toMatchObject({ cash: '500.00', frozen: '0.00' });

    // A's things are untouched and still A's.
    expect(await balances(t, a.id)).toEqual(before);
    expect((await a.api.get(`/api/funding/withdrawals/${w.id}`)).json().data.state).toBe('pending');
    expect((await a.api.get(`/api/funding/deposits/${qp.id}`)).json().data.state).toBe('pending');
    expect((await a.api.get('/api/funding/cards')).json().data.list).toHaveLength(1);
    await expectReconciled(t);
  });

  it('is closed without a session, and operator routes refuse a user’s token', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/summary'],
      ['GET', '/api/funding/cards'],
      ['POST', '/api/funding/deposits'],
      ['GET', '/api/funding/bank-records'],
      ['GET', '/api/funding/money-log'],
      ['GET', '/api/funding/statement.csv'],
      ['POST', '/api/funding/withdrawals/1/cancel'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const u = await customer(t);
    for (const url of ['/admin/api/funding/deposits', '/admin/api/funding/withdrawals', `/admin/api/funding/users/${u.id}/ledger`, '/admin/api/ledger/reconcile']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { token: u.token, 'x-admin-token': u.token } })).statusCode, url).toBe(401);
    }
  });
});
