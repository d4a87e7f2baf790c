import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { addOperator } from '../../test/operator-helpers.ts';
import { adminApi, balances, checker, customer, expectReconciled, fundingTestApp, inbox, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ WITHDRAWAL_SECOND_APPROVAL_ABOVE: '1000.00' }));
});
afterAll(() => t.close());

async function withdrawal(amount: string) {
  const u = await customer(t, { cents: 500_000, card: true });
  const res = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount, pay_password: PIN });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { u, w: res.json().data as { id: number } };
}

describe('a withdrawal above the second-approval threshold', () => {
  it('is marked in the operators’ queue as needing a second approval, and only above the threshold', async () => {
    const { w: at } = await withdrawal('1000.00');
    const { w: above } = await withdrawal('1000.01');
    const queue = (await adminApi(t, op).get('/funding/withdrawals?state=pending&page=1&size=50')).json().data.list as { id: number; second_approval: boolean }[];
    expect(queue.find((x) => x.id === at.id)).toMatchObject({ second_approval: false });
    expect(queue.find((x) => x.id === above.id)).toMatchObject({ second_approval: true });
  });

  it('is paid at once up to the threshold (one operator is enough)', async () => {
    const { u, w } = await withdrawal('1000.00');
    const res = await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, {});
    expect(res.json().data).toMatchObject({ state: 'approved', approval: null });
    expect(await balances(t, u.id)).toMatchObject({ cash_frozen: 0n });
  });

  it('above it, becomes a proposal: the money stays frozen until another operator approves, then is paid and the user told', async () => {
    const { u, w } = await withdrawal('1000.01');
    const first = await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, { note: 'Looks fine' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ msg: 'Proposed: waiting for a second operator to approve', data: { state: 'pending', approval: { kind: 'withdrawal.payout', target: `withdrawal:${w.id}`, state: 'pending' } } });
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 400_000n - 1n, cash_frozen: 100_001n });
    expect((await u.api.get(`/api/funding/withdrawals/${w.id}`)).json().data.state).toBe('pending');
    expect((await inbox(t, u.token)).some((m) => m.kind === 'withdrawal_approved')).toBe(false);

    // Asking again while it waits makes no second proposal.
    const again = await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('APPROVAL_PENDING');

    const id = first.json().data.approval.id as number;
    expect((await adminApi(t, op).post(`/approvals/${id}/approve`, {})).json().error).toBe('OWN_PROPOSAL');
    const markets = adminApi(t, await addOperator(t, op, 'markets_only', ['markets']));
    expect((await markets.post(`/approvals/${id}/approve`, {})).statusCode).toBe(403);

    const compliance = adminApi(t, await addOperator(t, op, 'compliance_checker', ['compliance']));
    const approved = await compliance.post(`/approvals/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', result: { withdrawal_id: w.id, state: 'approved' } });
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 399_999n, cash_frozen: 0n });
    const paid = (await u.api.get(`/api/funding/withdrawals/${w.id}`)).json().data;
    expect(paid.state).toBe('approved');
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'withdrawal_approved' });
    const audit = (await compliance.get('/audit-log?page=1&size=20')).json().data.list as { action: string; operator: string; target: string }[];
    expect(audit.filter((a) => a.target === `withdrawal:${w.id}` || a.target === `approval:${id}`).map((a) => `${a.action} ${a.operator}`)).toEqual([
      'approval.approved compliance_checker',
      'funding.withdrawal.approve compliance_checker',
      'approval.proposed money_op',
    ]);
    await expectReconciled(t);
  });

  it('closes its waiting payout proposal when the user cancels, so nobody can approve it and it leaves the queue', async () => {
    const { u, w } = await withdrawal('2000.00');
    const id = (await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, {})).json().data.approval.id as number;
    expect((await u.api.post(`/api/funding/withdrawals/${w.id}/cancel`)).statusCode).toBe(200);
    const proposal = (await adminApi(t, op).get(`/approvals/${id}`)).json().data;
    expect(proposal).toMatchObject({ state: 'rejected', decided_by: null, note: 'Withdrawal cancelled by the user', can_decide: false });
    const pending = (await adminApi(t, op).get('/approvals?state=pending&page=1&size=100')).json().data.list as { id: number }[];
    expect(pending.some((p) => p.id === id)).toBe(false);
    const late = await adminApi(t, await checker(t, op)).post(`/approvals/${id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('ALREADY_DECIDED');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 500_000n, cash_frozen: 0n });
    const audit = (await adminApi(t, op).get('/audit-log?page=1&size=50')).json().data.list as { action: string; target: string }[];
    expect(audit.some((a) => a.action === 'approval.lapsed' && a.target === `approval:${id}`)).toBe(true);
    await expectReconciled(t);
  });

  it('closes its waiting payout proposal when an operator rejects the withdrawal', async () => {
    const { w } = await withdrawal('2500.00');
    const id = (await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, {})).json().data.approval.id as number;
    const rejected = await adminApi(t, await checker(t, op)).post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'other', reason: 'Card closed' });
    expect(rejected.json().data.state).toBe('rejected');
    expect((await adminApi(t, op).get(`/approvals/${id}`)).json().data).toMatchObject({ state: 'rejected', note: 'Withdrawal rejected' });
  });

  it('can still be rejected by one operator (rejecting pays nothing)', async () => {
    const { u, w } = await withdrawal('3000.00');
    const res = await adminApi(t, op).post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'other', reason: 'Please call us first' });
    expect(res.json().data.state).toBe('rejected');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 500_000n, cash_frozen: 0n });
  });
});
