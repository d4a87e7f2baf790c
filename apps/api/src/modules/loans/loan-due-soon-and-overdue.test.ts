import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from './interest.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp({ LOAN_DUE_SOON_DAYS: '3' });
});
afterAll(() => k.t.close());

describe('a loan nearing and passing its due date', () => {
  it('reminds the borrower once, three days ahead, and keeps accruing at the same rate when overdue', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('10000.00', 30);
    const due = addDays(k.today(), 30);

    k.nextDays(26); // due in 4 days: too early
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 26, interest: '56.94', reminded: 0 });
    k.nextDays(1); // due in 3 days
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 1, reminded: 1 });
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ reminded: 0 });
    const reminders = await k.messagesOf(u.token, 'loan_due_soon');
    expect(reminders).toHaveLength(1);
    // 27 days × 2.19 = 59.13 owed on top of the principal.
    expect(reminders[0]!.body).toBe(`Your loan is due on ${due}. Amount owed today: 10,059.13. Please make sure you have enough available cash and repay from your loan records.`);

    k.nextDays(5); // two days past due; the session has to be renewed after 30 days
    const token = (await k.t.login(u.username, u.password)).json().data.userinfo.token as string;
    await k.t.services.loans.runAccrual(k.t.clock.now());
    const loan = (await k.api(token, 'GET', `/${loanId}`)).json().data;
    expect(loan).toMatchObject({ state: 'approved', overdue: true, due_date: due, interest_accrued: '70.08', outstanding: '10070.08' }); // 32 × 2.19
    expect(await k.messagesOf(token, 'loan_due_soon')).toHaveLength(1);
    await k.expectReconciled();
  });
});
