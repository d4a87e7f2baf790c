import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { fund } from '../../test/ledger-helpers.ts';
import { addOperator } from '../../test/operator-helpers.ts';
import { adminApi, balances, checker, customer, expectReconciled, fundingTestApp, inbox } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

const adjustment = (userId: number, amount = '40.00') => ({ user_id: userId, amount, reason: 'Goodwill for a delayed transfer' });

describe('an adjustment under four eyes', () => {
  it('moves nothing and tells the user nothing until a second finance operator approves it; both steps are audited', async () => {
    const u = await customer(t);
    await fund(t, u.id, 10_000);
    const maker = adminApi(t, op);
    const proposed = await maker.post('/funding/adjustments', adjustment(u.id));
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ msg: 'Proposed: waiting for a second operator to approve' });
    const p = proposed.json().data;
    expect(p).toMatchObject({ kind: 'ledger.adjustment', state: 'pending', proposed_by: 'money_op', payload: { user_id: u.id, amount: '40.00' }, can_decide: false });
    expect((await balances(t, u.id)).cash_available).toBe(10_000n);
    expect((await inbox(t, u.token)).some((m) => m.kind === 'balance_adjusted')).toBe(false);

    const second = adminApi(t, await checker(t, op));
    const pending = (await second.get('/approvals?state=pending')).json().data.list as { id: number; can_decide: boolean }[];
    expect(pending.find((a) => a.id === p.id)).toMatchObject({ can_decide: true });
    const approved = await second.post(`/approvals/${p.id}/approve`, { note: 'Checked the transfer delay' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', decided_by: 'fin_checker', note: 'Checked the transfer delay', result: { amount: '40.00', available_after: '140.00' } });
    expect((await balances(t, u.id)).cash_available).toBe(14_000n);
    expect((await inbox(t, u.token)).filter((m) => m.kind === 'balance_adjusted')).toHaveLength(1);

    const audit = (await maker.get('/audit-log?page=1&size=20')).json().data.list as { action: string; operator: string; target: string; detail: Record<string, unknown> }[];
    const mine = audit.filter((a) => a.target === `approval:${p.id}` || (a.action === 'funding.adjustment' && a.target === `user:${u.id}`));
    expect(mine.map((a) => `${a.action} ${a.operator}`)).toEqual(['approval.approved fin_checker', 'funding.adjustment fin_checker', 'approval.proposed money_op']);
    expect(mine[1]!.detail).toMatchObject({ approval_id: p.id });
    await expectReconciled(t);
  });

  it('cannot be approved by its proposer, nor by an operator without the finance role', async () => {
    const u = await customer(t);
    const p = (await adminApi(t, op).post('/funding/adjustments', adjustment(u.id))).json().data;
    const own = await adminApi(t, op).post(`/approvals/${p.id}/approve`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 403, error: 'OWN_PROPOSAL', data: null });
    const compliance = adminApi(t, await addOperator(t, op, 'compliance_only', ['compliance']));
    const refused = await compliance.post(`/approvals/${p.id}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
    // Nor does it see the proposal (who is to be credited, how much): only roles that could decide it do, and its proposer.
    expect((await compliance.get('/approvals')).json().data.list.some((a: { id: number }) => a.id === p.id)).toBe(false);
    expect((await compliance.get(`/approvals/${p.id}`)).statusCode).toBe(404);
    expect((await adminApi(t, op).get('/approvals')).json().data.list.find((a: { id: number }) => a.id === p.id)).toMatchObject({ can_decide: false });
    // Nor may a support operator propose one.
    const support = adminApi(t, await addOperator(t, op, 'support_only', ['support']));
    expect((await support.post('/funding/adjustments', adjustment(u.id))).statusCode).toBe(403);
    // Its dashboard counts no proposal it could neither decide nor read.
    const queues = (await support.get('/dashboard')).json().data.queues as { key: string; count: number }[];
    expect(queues.find((q) => q.key === 'approvals')).toMatchObject({ count: 0 });
    expect((await balances(t, u.id)).cash_available).toBe(0n);
  });

  it('changes nothing when rejected, and cannot be approved afterwards', async () => {
    const u = await customer(t);
    const p = (await adminApi(t, op).post('/funding/adjustments', adjustment(u.id))).json().data;
    const second = adminApi(t, await checker(t, op));
    const rejected = await second.post(`/approvals/${p.id}/reject`, { note: 'No evidence of a delay' });
    expect(rejected.json()).toMatchObject({ data: { state: 'rejected', decided_by: 'fin_checker', result: null }, msg: 'Rejected: nothing was changed' });
    const late = await second.post(`/approvals/${p.id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('ALREADY_DECIDED');
    expect((await balances(t, u.id)).cash_available).toBe(0n);
    expect((await inbox(t, u.token)).some((m) => m.kind === 'balance_adjusted')).toBe(false);
  });

  it('may be withdrawn by its proposer (recorded as rejected)', async () => {
    const u = await customer(t);
    const p = (await adminApi(t, op).post('/funding/adjustments', adjustment(u.id))).json().data;
    const withdrawn = await adminApi(t, op).post(`/approvals/${p.id}/reject`, { note: 'Typed the wrong amount' });
    expect(withdrawn.json().data).toMatchObject({ state: 'rejected', decided_by: 'money_op' });
  });

  it('posts once when approvers race each other', async () => {
    const u = await customer(t);
    const p = (await adminApi(t, op).post('/funding/adjustments', adjustment(u.id, '5.00'))).json().data;
    const a = adminApi(t, await checker(t, op));
    const b = adminApi(t, await addOperator(t, op, 'fin_checker_two', ['finance']));
    const results = await Promise.all([a, b, a, b].map((x) => x.post(`/approvals/${p.id}/approve`, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await balances(t, u.id)).cash_available).toBe(500n);
    await expectReconciled(t);
  });
});
