import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../test/ledger-helpers.ts';
import { PIN, loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

describe('loans are private to their owner', () => {
  it('user B can never see, read or repay user A’s loans: every A id with B’s token is 404 and nothing changes', async () => {
    k.toNoon();
    const a = await k.openLoan('5000.00');
    const pendingA = await k.borrower();
    const pending = await k.apply(pendingA.token, '1500.00');
    const b = await k.borrower();
    await fund(k.t, b.id, 1_000_000);
    k.nextDays(1);
    const before = (await k.api(a.u.token, 'GET', `/${a.loanId}`)).json().data;
    const balancesA = await k.balances(a.u.id);

    for (const id of [a.loanId, pending.id]) {
      const read = await k.api(b.token, 'GET', `/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
      const repay = await k.api(b.token, 'POST', `/${id}/repay`, { amount: '10.00', pay_password: PIN });
      expect(repay.statusCode).toBe(404);
      expect(repay.json().error).toBe('NOT_FOUND');
    }
    // A's figures and money are untouched; B's cash too.
    expect((await k.api(a.u.token, 'GET', `/${a.loanId}`)).json().data).toEqual(before);
    expect(await k.balances(a.u.id)).toEqual(balancesA);
    expect((await k.balances(b.id)).cash_available).toBe(1_000_000n);
    expect((await k.api(b.token, 'GET', '/applications')).json().data).toMatchObject({ total: 0, list: [] });
    expect((await k.api(a.u.token, 'GET', '/applications')).json().data.list.map((l: { id: number }) => l.id)).toEqual([a.loanId]);

    // No session, a user session on the operators' side, an operator session on the users' side: 401.
    expect((await k.t.app.inject({ method: 'GET', url: `/api/loans/${a.loanId}` })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'GET', url: '/admin/api/loans/applications', headers: { 'x-admin-token': b.token } })).statusCode).toBe(401);
    expect((await k.t.app.inject({ method: 'POST', url: `/admin/api/loans/applications/${pending.id}/approve`, headers: { 'x-admin-token': b.token }, payload: {} })).statusCode).toBe(401);
    expect((await k.api(b.token, 'GET', '/not-a-number')).statusCode).toBe(400);
    expect((await k.api(pendingA.token, 'GET', `/${pending.id}`)).json().data.state).toBe('pending');
    await k.expectReconciled();
  });
});
