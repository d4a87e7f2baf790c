import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { adjustWithApproval, adminApi, balances, checker, customer, expectReconciled, fundingTestApp, inbox } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

describe('an operator’s adjustment', () => {
  it('is a journal entry against the house adjustments account, audited, notified and in the user’s statement and money log', async () => {
    const u = await customer(t);
    await fund(t, u.id, 10_000);
    const admin = adminApi(t, op);
    const credit = await adjustWithApproval(t, op, { user_id: u.id, amount: '25.50', reason: 'Refund of a duplicated fee' });
    expect(credit.approved?.statusCode, credit.approved?.body).toBe(200);
    expect(credit.approved!.json().data.result).toMatchObject({ user_id: u.id, amount: '25.50', reason: 'Refund of a duplicated fee', available_after: '125.50' });
    const debit = await adjustWithApproval(t, op, { user_id: u.id, amount: '-0.50', reason: 'Correction of the refund above' });
    expect(debit.approved!.json().data.result).toMatchObject({ amount: '-0.50', available_after: '125.00' });
    expect((await balances(t, u.id)).cash_available).toBe(12_500n);

    const log = (await u.api.get('/api/funding/money-log?range=today')).json().data.list as { kind: string; available_change: string; memo: string; balance_after: string }[];
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', available_change: '-0.50', memo: 'Correction of the refund above', balance_after: '125.00' }),
      expect.objectContaining({ kind: 'adjustment', available_change: '25.50', memo: 'Refund of a duplicated fee', balance_after: '125.50' }),
    ]);
    const csv = (await u.api.get('/api/funding/statement.csv')).body;
    expect(csv).toContain('adjustment,cash_available,25.50,125.50,CNY,Refund of a duplicated fee');
    const notes = (await inbox(t, u.token)).filter((m) => m.kind === 'balance_adjusted');
    expect(notes.map((n) => n.body)).toEqual([
      'Your available balance was adjusted by -0.50 CNY. Reason: Correction of the refund above',
      'Your available balance was adjusted by +25.50 CNY. Reason: Refund of a duplicated fee',
    ]);
    const audit = (await admin.get('/audit-log?page=1&size=20')).json().data.list as { action: string; target: string; detail: { amount: string } }[];
    expect(audit.filter((a) => a.action === 'funding.adjustment' && a.target === `user:${u.id}`).map((a) => a.detail.amount)).toEqual(['-0.50', '25.50']);

    const ledger = (await admin.get(`/funding/users/${u.id}/ledger?page=1&size=10`)).json().data;
    expect(ledger).toMatchObject({ user: { id: u.id, verified_name: 'Anna Müller' }, balances: { cash_available: '125.00', cash_frozen: '0.00' }, postings: { total: 3 } });
    expect(ledger.postings.list[0]).toMatchObject({ kind: 'adjustment', account: 'cash_available', amount: '-0.50' });
    await expectReconciled(t);
  });

  it('can never take the user below zero, needs a reason of 5–200 characters, a non-zero amount and a real user', async () => {
    const u = await customer(t);
    await fund(t, u.id, 1_000);
    const admin = adminApi(t, op);
    // A debit above the available cash is refused as it is proposed, and nothing waits for approval.
    const waiting = async () => (await admin.get('/approvals?state=pending')).json().data.list.length as number;
    const before = await waiting();
    const tooMuch = await admin.post('/funding/adjustments', { user_id: u.id, amount: '-10.01', reason: 'Taking too much' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: 'ADJUSTMENT_OVER_AVAILABLE', msg: 'The user has 10.00 available: a debit cannot be larger', data: null });
    expect(await waiting()).toBe(before);
    // One the cash covered when proposed is checked again when approved (the balance as the money
    // would move): once the cash has gone down meanwhile, it is refused and stays pending.
    const all = await admin.post('/funding/adjustments', { user_id: u.id, amount: '-10.00', reason: 'Taking all of it' });
    expect(all.statusCode, all.body).toBe(200);
    const first = await adjustWithApproval(t, op, { user_id: u.id, amount: '-0.01', reason: 'Taking a cent first' });
    expect(first.approved!.statusCode, first.approved!.body).toBe(200);
    const late = await adminApi(t, await checker(t, op)).post(`/approvals/${all.json().data.id}/approve`, {});
    expect(late.json().error).toBe('INSUFFICIENT_FUNDS');
    expect((await admin.get(`/approvals/${all.json().data.id}`)).json().data.state).toBe('pending');
    for (const body of [
      { user_id: u.id, amount: '0', reason: 'Nothing at all' },
      { user_id: u.id, amount: '-0.00', reason: 'Nothing at all' },
      { user_id: u.id, amount: '1.001', reason: 'Too precise' },
      { user_id: u.id, amount: '1', reason: 'tiny' },
      { user_id: u.id, amount: '1', reason: 'x'.repeat(201) },
    ]) {
      expect((await admin.post('/funding/adjustments', body)).json().error, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    expect((await admin.post('/funding/adjustments', { user_id: 9_999_999, amount: '1', reason: 'Nobody here' })).statusCode).toBe(404);
    // Only the cent approved above moved.
    expect((await balances(t, u.id)).cash_available).toBe(999n);
    // Users cannot reach the tool at all.
    expect((await t.app.inject({ method: 'POST', url: '/admin/api/funding/adjustments', headers: { token: u.token }, payload: { user_id: u.id, amount: '100', reason: 'Give me money' } })).statusCode).toBe(401);
  });

  it('is proposed once for one Idempotency-Key and moves money once however often it is approved, and the reconciliation run is itself audited', async () => {
    const u = await customer(t);
    const admin = adminApi(t, op);
    const headers = { 'idempotency-key': `adjust-${u.id}-once` };
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.post('/funding/adjustments', { user_id: u.id, amount: '7.00', reason: 'Goodwill credit' }, headers)));
    const ids = new Set(results.map((r) => r.json().data.id));
    expect(ids.size).toBe(1);
    const second = adminApi(t, await checker(t, op));
    const approvals = await Promise.all(Array.from({ length: 3 }, () => second.post(`/approvals/${[...ids][0]}/approve`, {})));
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await balances(t, u.id)).cash_available).toBe(700n);

    const report = await admin.get('/ledger/reconcile');
    expect(report.json().data).toMatchObject({ ok: true, unbalanced_entries: [], drifted_accounts: [], frozen_mismatches: [], total_of_balances: '0' });
    const audit = (await admin.get('/audit-log?page=1&size=5')).json().data.list as { action: string; detail: { ok: boolean } }[];
    expect(audit[0]).toMatchObject({ action: 'ledger.reconcile', detail: { ok: true } });
  });
});
