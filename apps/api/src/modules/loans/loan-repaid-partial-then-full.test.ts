import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

// Hand computation, 8.00 %, actual/365:
//   10 000.00 → 1 000 000 × 800 / 3 650 000 = 219.18 → 2.19 a day; 5 days = 10.95.
//   After repaying 5.00 (all interest) and 100.00 (5.95 interest + 94.05 principal) the principal is 9 905.95:
//   990 595 × 800 / 3 650 000 = 217.12 → 2.17 a day. One more day: owed 9 905.95 + 2.17 = 9 908.12.
describe('a loan repaid in part, then in full', () => {
  it('pays interest first, then principal, never more than is owed, and closes the loan', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('10000.00', 30);
    await fund(k.t, u.id, 10_000); // 100.00 of the user's own money, for the interest
    k.nextDays(5);

    const wrongPin = await k.api(u.token, 'POST', `/${loanId}/repay`, { amount: '5.00', pay_password: '000000' });
    expect(wrongPin.json().error).toBe('PAY_PASSWORD_WRONG');
    expect((await k.repay(u.token, loanId, '')).json().error).toBe('LOAN_AMOUNT_REQUIRED');
    expect((await k.repay(u.token, loanId, '0')).json().error).toBe('LOAN_AMOUNT_NOT_POSITIVE');
    expect((await k.repay(u.token, loanId, '-1.00')).json().error).toBe('LOAN_AMOUNT_NOT_POSITIVE');
    expect((await k.repay(u.token, loanId, '0.001')).json().error).toBe('VALIDATION_FAILED');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_010_000n, loan_principal: -1_000_000n });

    // 5.00, sent twice with one Idempotency-Key: paid once, all of it interest.
    const key = { 'idempotency-key': `repay-${loanId}-first` };
    const first = await k.repay(u.token, loanId, '5.00', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().msg).toBe('Repayment successful');
    expect((await k.repay(u.token, loanId, '5.00', key)).json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({
      repayment: { amount: '5.00', interest_part: '5.00', principal_part: '0.00' },
      loan: { state: 'approved', interest_accrued: '10.95', interest_paid: '5.00', interest_due: '5.95', principal_outstanding: '10000.00', outstanding: '10005.95' },
    });

    const second = (await k.repay(u.token, loanId, '100.00')).json().data;
    expect(second).toMatchObject({
      repayment: { amount: '100.00', interest_part: '5.95', principal_part: '94.05' },
      loan: { interest_paid: '10.95', interest_due: '0.00', principal_outstanding: '9905.95', outstanding: '9905.95', daily_interest: '2.17' },
    });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_010_000n - 10_500n, loan_principal: -990_595n });
    await k.expectReconciled();

    // One more day on the smaller principal; the repayment itself charges it before it applies.
    k.nextDays(1);
    const over = await k.repay(u.token, loanId, '9908.13');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'LOAN_REPAY_EXCEEDS_OWED', msg: 'The repayment cannot be more than the amount owed, 9908.12' });
    const full = (await k.repay(u.token, loanId, '9908.12')).json().data;
    expect(full).toMatchObject({
      repayment: { amount: '9908.12', interest_part: '2.17', principal_part: '9905.95' },
      loan: { state: 'repaid', principal_outstanding: '0.00', interest_accrued: '13.12', interest_paid: '13.12', outstanding: '0.00', daily_interest: '0.00' },
    });
    expect(full.loan.repaid_at).not.toBeNull();

    // 100.00 of own money − 13.12 of interest is left; the debt is gone; the house earned 13.12.
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 8_688n, loan_principal: 0n });
    const [income] = await queryRows<{ total: string }>(
      k.t.ctx.db,
      sql`SELECT coalesce(sum(p.amount), 0)::text AS total FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
          JOIN journal_entries e ON e.id = p.entry_id WHERE a.kind = 'interest_income' AND e.user_id = ${u.id}`,
    );
    expect(income!.total).toBe('1312');

    const detail = (await k.api(u.token, 'GET', `/${loanId}`)).json().data;
    expect(detail.repayments.map((r: { amount: string }) => r.amount)).toEqual(['9908.12', '100.00', '5.00']);
    await expect(k.t.ctx.db.execute(sql`UPDATE loan_repayments SET amount = 1 WHERE loan_id = ${loanId}`)).rejects.toThrow(); // history is append-only
    const [told] = await k.messagesOf(u.token, 'loan_repaid');
    expect(told?.body).toContain('10,000.00');
    expect(told?.body).toContain('13.12');

    // Closed: no more repayments, no more interest, and a new application is possible.
    expect((await k.repay(u.token, loanId, '1.00')).json().error).toBe('LOAN_NOT_ACTIVE');
    k.nextDays(3);
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 0 });
    expect((await k.balances(u.id)).loan_principal).toBe(0n);
    expect((await k.apply(u.token, '1000.00')).state).toBe('pending');
    await k.expectReconciled();
  });

  it('refuses a repayment larger than the cash available, moving nothing', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('1000.00', 30);
    k.nextDays(1);
    // Owed 1000.22 (100 000 × 800 / 3 650 000 = 21.92 → 0.22 a day); the cash is only the 1000.00 lent.
    const res = await k.repay(u.token, loanId, '1000.22');
    expect(res.json().error).toBe('INSUFFICIENT_FUNDS');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 100_000n, loan_principal: -100_000n });
    expect((await k.api(u.token, 'GET', `/${loanId}`)).json().data).toMatchObject({ interest_paid: '0.00', principal_outstanding: '1000.00', outstanding: '1000.22', repayments: [] });
    await k.expectReconciled();
  });
});
