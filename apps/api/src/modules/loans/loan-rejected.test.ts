import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

describe('a rejected loan application', () => {
  it('moves no money, tells the user the reason, is audited, and frees the user to apply again', async () => {
    const u = await k.borrower();
    const loan = await k.apply(u.token, '8000.00', 90);

    const queue = (await k.admin('GET', '/applications?state=pending')).json().data;
    expect(queue.list.map((l: { id: number }) => l.id)).toContain(loan.id);
    expect(queue.list.find((l: { id: number }) => l.id === loan.id)).toMatchObject({ username: u.username, state: 'pending', amount: '8000.00', term_days: 90 });

    expect((await k.admin('POST', `/applications/${loan.id}/reject`, { reason: '  ' })).json().error).toBe('VALIDATION_FAILED');
    const res = await k.admin('POST', `/applications/${loan.id}/reject`, { reason: 'Income documents missing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'rejected', reject_reason: 'Income documents missing', decided_by: 'loan_op', start_date: null, due_date: null });

    // Nothing moved: no balances, no journal entry for this user.
    expect(await k.balances(u.id)).toEqual({ cash_available: 0n, cash_frozen: 0n, money_market: 0n, loan_principal: 0n });
    const [entries] = await queryRows<{ n: number }>(k.t.ctx.db, sql`SELECT count(*)::int AS n FROM journal_entries WHERE user_id = ${u.id}`);
    expect(entries!.n).toBe(0);

    const mine = (await k.api(u.token, 'GET', `/${loan.id}`)).json().data;
    expect(mine).toMatchObject({ state: 'rejected', reject_reason: 'Income documents missing', outstanding: '0.00', interest_accrued: '0.00', daily_interest: '0.00' });
    const [told] = await k.messagesOf(u.token, 'loan_rejected');
    expect(told).toMatchObject({ title: 'Loan application declined' });
    expect(told?.body).toContain('Income documents missing');
    expect(told?.body).toContain('8,000.00');
    const [audited] = await k.auditActions('loan.reject');
    expect(audited).toMatchObject({ target: `loan:${loan.id}`, detail: { reason: 'Income documents missing', amount: '8000.00' } });

    // Decided once; the accrual job ignores it; a new application is allowed.
    expect((await k.admin('POST', `/applications/${loan.id}/approve`, {})).json().error).toBe('LOAN_NOT_PENDING');
    k.nextDays(2);
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 0 });
    expect((await k.api(u.token, 'POST', `/${loan.id}/repay`, { amount: '1.00', pay_password: '246810' })).json().error).toBe('LOAN_NOT_ACTIVE');
    const again = await k.apply(u.token, '1000.00');
    expect(again.state).toBe('pending');
    expect((await k.admin('GET', '/applications?state=rejected')).json().data.list.map((l: { id: number }) => l.id)).toContain(loan.id);
    await k.expectReconciled();
  });
});
