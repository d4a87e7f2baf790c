import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { addDays } from './interest.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

// Hand computation: 12345.67 at 8.00 %, actual/365.
// 1 234 567 cents × 800 / (10 000 × 365) = 987 653 600 / 3 650 000 = 270.59 → 271 cents (half-up) a day.
const AMOUNT = '12345.67';
const PRINCIPAL = 1_234_567n;
const DAILY = 271n;

const interestEntries = (loanId: number) =>
  queryRows<{ key: string; amount: string }>(
    k.t.ctx.db,
    sql`SELECT e.idempotency_key AS key, p.amount::text AS amount FROM journal_entries e
        JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.kind = 'loan_interest' AND e.ref_id = ${String(loanId)} AND a.kind = 'interest_income' ORDER BY e.id`,
  );

describe('an approved loan accruing interest', () => {
  it('disburses into cash, records the debt, and charges exactly one day per ended day, catching up after downtime', async () => {
    k.toNoon();
    const u = await k.borrower();
    const applied = await k.apply(u.token, AMOUNT, 90);
    const d0 = k.today();

    // Approval: one entry, cash +X and loan principal −X; audited; the user is told.
    const approved = await k.approve(applied.id);
    expect(approved).toMatchObject({ state: 'approved', amount: AMOUNT, start_date: d0, due_date: addDays(d0, 90), user_id: u.id, decided_by: 'loan_op' });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: PRINCIPAL, loan_principal: -PRINCIPAL });
    const [audited] = await k.auditActions('loan.approve');
    expect(audited).toMatchObject({ target: `loan:${applied.id}`, detail: { amount: AMOUNT, user_id: u.id } });
    const [told] = await k.messagesOf(u.token, 'loan_approved');
    expect(told?.body).toContain('12,345.67');
    expect(told?.body).toContain(addDays(d0, 90));
    await k.expectReconciled();

    // The disbursement day has not ended: nothing to charge yet.
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 0, interest: '0.00' });

    // Day 1: the disbursement day is charged, once.
    k.nextDays(1);
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ loans: 1, days: 1, interest: '2.71' });
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ loans: 0, days: 0, interest: '0.00' });
    expect((await k.balances(u.id)).loan_principal).toBe(-(PRINCIPAL + DAILY));

    // Three days without the job, then the hourly job catches up exactly those three days.
    k.nextDays(3);
    await k.t.ctx.scheduler.runNow('loans.accrue-interest');
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 0 });
    k.t.clock.advance(3600_000); // later the same day: still nothing to do
    expect(await k.t.services.loans.runAccrual(k.t.clock.now())).toMatchObject({ days: 0 });

    const entries = await interestEntries(applied.id);
    expect(entries.map((e) => e.key)).toEqual([0, 1, 2, 3].map((n) => `loan:${applied.id}:interest:${addDays(d0, n)}`));
    expect(entries.every((e) => e.amount === '271')).toBe(true);
    expect((await k.balances(u.id)).loan_principal).toBe(-(PRINCIPAL + 4n * DAILY));

    const detail = (await k.api(u.token, 'GET', `/${applied.id}`)).json().data;
    expect(detail).toMatchObject({
      state: 'approved',
      principal_outstanding: AMOUNT,
      interest_accrued: '10.84',
      interest_paid: '0.00',
      interest_due: '10.84',
      outstanding: '12356.51',
      daily_interest: '2.71',
      accrued_through: addDays(d0, 3),
      overdue: false,
      repayments: [],
    });
    await k.expectReconciled();
  });

  it('shows ended days the job has not posted yet, at the same figure the job then posts', async () => {
    k.toNoon();
    const { u, loanId } = await k.openLoan(AMOUNT);
    k.nextDays(2);
    const shown = (await k.api(u.token, 'GET', `/${loanId}`)).json().data;
    expect(shown).toMatchObject({ interest_accrued: '5.42', outstanding: '12351.09', accrued_through: addDays(k.today(), -1) });
    expect((await k.balances(u.id)).loan_principal).toBe(-PRINCIPAL); // not posted yet
    await k.t.services.loans.runAccrual(k.t.clock.now());
    expect((await k.balances(u.id)).loan_principal).toBe(-(PRINCIPAL + 2n * DAILY));
    expect((await k.api(u.token, 'GET', `/${loanId}`)).json().data).toMatchObject({ interest_accrued: '5.42', accrued_through: shown.accrued_through });
    const list = (await k.api(u.token, 'GET', '/applications')).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: loanId, state: 'approved', amount: AMOUNT, term_days: 30, annual_rate: '8.00', interest_accrued: '5.42' }] });
    await k.expectReconciled();
  });

  it('an approval repeated with the same Idempotency-Key lends once; a second decision is refused', async () => {
    const u = await k.borrower();
    const loan = await k.apply(u.token, '2000.00');
    const headers = { 'idempotency-key': `approve-${loan.id}-once` };
    const first = await k.admin('POST', `/applications/${loan.id}/approve`, {}, headers);
    const again = await k.admin('POST', `/applications/${loan.id}/approve`, {}, headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await k.admin('POST', `/applications/${loan.id}/approve`, {});
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('LOAN_NOT_PENDING');
    expect((await k.admin('POST', `/applications/${loan.id}/reject`, { reason: 'late' })).json().error).toBe('LOAN_NOT_PENDING');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 200_000n, loan_principal: -200_000n });
    expect((await k.admin('GET', '/999999')).statusCode).toBe(404);
    expect((await k.admin('POST', '/applications/999999/approve', {})).json().error).toBe('NOT_FOUND');
    await k.expectReconciled();
  });
});
