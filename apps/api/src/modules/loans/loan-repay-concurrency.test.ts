import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '../../platform/money.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

// Meaningful on PostgreSQL (DATABASE_URL set): PGlite runs one query at a time, so there the
// same assertions hold trivially.
let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp({ PAY_PASSWORD_MAX_FAILURES: '100' });
});
afterAll(() => k.t.close());

const errors = (results: { statusCode: number; json(): { error?: string } }[]) => results.filter((r) => r.statusCode !== 200).map((r) => r.json().error);

describe('parallel repayments of one loan', () => {
  it('never pay more than is owed', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('1000.00');
    await fund(k.t, u.id, 50_000); // cash 1500.00, owed 1000.00 (no interest on the disbursement day)
    const results = await Promise.all(Array.from({ length: 20 }, () => k.repay(u.token, loanId, '100.00')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    for (const e of errors(results)) expect(['LOAN_REPAY_EXCEEDS_OWED', 'LOAN_NOT_ACTIVE']).toContain(e);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 50_000n, loan_principal: 0n });
    const loan = (await k.api(u.token, 'GET', `/${loanId}`)).json().data;
    expect(loan).toMatchObject({ state: 'repaid', principal_outstanding: '0.00', outstanding: '0.00' });
    expect(loan.repayments).toHaveLength(10);
    await k.expectReconciled();
  });

  it('never overdraw the cash', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('1000.00');
    // The user spends 750.00 of the loan elsewhere: 250.00 of cash is left.
    await k.t.ctx.db.transaction((tx) =>
      k.t.services.ledger.post(tx, {
        key: `spent-${u.id}`,
        kind: 'withdrawal',
        userId: u.id,
        lines: [
          { account: { user: u.id, kind: 'cash_available' }, amount: money(-75_000n) },
          { account: { house: 'bank_clearing' }, amount: money(75_000n) },
        ],
      }),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => k.repay(u.token, loanId, '50.00')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const e of errors(results)) expect(e).toBe('INSUFFICIENT_FUNDS');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 0n, loan_principal: -75_000n });
    expect((await k.api(u.token, 'GET', `/${loanId}`)).json().data).toMatchObject({ state: 'approved', principal_outstanding: '750.00', outstanding: '750.00' });
    await k.expectReconciled();
  });

  it('racing the accrual job never charges a day twice', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan('10000.00');
    await fund(k.t, u.id, 10_000);
    k.nextDays(3);
    const [, ...repaid] = await Promise.all([
      k.t.services.loans.runAccrual(k.t.clock.now()),
      ...Array.from({ length: 5 }, () => k.repay(u.token, loanId, '1.00')),
    ]);
    expect(repaid.every((r) => r.statusCode === 200)).toBe(true);
    // 3 days × 2.19 = 6.57 charged once, 5.00 of it paid.
    expect((await k.api(u.token, 'GET', `/${loanId}`)).json().data).toMatchObject({ interest_accrued: '6.57', interest_paid: '5.00', principal_outstanding: '10000.00' });
    expect((await k.balances(u.id)).loan_principal).toBe(-(1_000_000n + 657n - 500n));
    await k.expectReconciled();
  });
});
