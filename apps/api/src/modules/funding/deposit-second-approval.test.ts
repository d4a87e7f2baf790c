import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, balances, checker, customer, expectReconciled, fundingTestApp, inbox } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ MAX_DEPOSIT: '50000.00', DEPOSIT_SECOND_APPROVAL_ABOVE: '10000.00', SESSION_TTL_HOURS: '720' }));
});
afterAll(() => t.close());

async function announced(amount: string) {
  const u = await customer(t);
  const res = await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { u, d: res.json().data as { id: number; reference: string } };
}

describe('a deposit confirmation one operator may not make alone', () => {
  it('credits more than announced only when a second operator approves it; until then nothing moves', async () => {
    const { u, d } = await announced('500.00');
    const first = await adminApi(t, op).post(`/funding/deposits/${d.id}/confirm`, { received_amount: '9999999.00', note: 'Typed by mistake' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: 'Proposed: waiting for a second operator to approve',
      data: { state: 'pending', credited_amount: null, approval: { kind: 'deposit.credit', target: `deposit:${d.id}`, state: 'pending' } },
    });
    expect((await balances(t, u.id)).cash_available).toBe(0n);
    expect((await inbox(t, u.token)).some((m) => m.kind === 'deposit_received')).toBe(false);

    // The proposer cannot approve it; a second operator with the deposits right can.
    const id = first.json().data.approval.id as number;
    expect((await adminApi(t, op).post(`/approvals/${id}/approve`, {})).json().error).toBe('OWN_PROPOSAL');
    const second = adminApi(t, await checker(t, op));
    const approved = await second.post(`/approvals/${id}/approve`, { note: 'Statement checked' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', result: { deposit_id: d.id, state: 'credited', credited: '9999999.00' } });
    expect((await balances(t, u.id)).cash_available).toBe(999_999_900n);
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'deposit_received' });
    const audit = (await adminApi(t, op).get('/audit-log?page=1&size=20')).json().data.list as { action: string; operator: string; target: string }[];
    expect(audit.filter((a) => a.target === `deposit:${d.id}` || a.target === `approval:${id}`).map((a) => `${a.action} ${a.operator}`)).toEqual([
      'approval.approved fin_checker',
      'funding.deposit.confirm fin_checker',
      'approval.proposed money_op',
    ]);
    await expectReconciled(t);
  });

  it('needs a second operator above the threshold even for the announced amount; up to it and up to the announcement, one is enough', async () => {
    const small = await announced('10000.00');
    const alone = await adminApi(t, op).post(`/funding/deposits/${small.d.id}/confirm`, { note: 'Seen on statement' });
    expect(alone.json().data).toMatchObject({ state: 'credited', credited_amount: '10000.00', approval: null });
    const less = await announced('800.00');
    expect((await adminApi(t, op).post(`/funding/deposits/${less.d.id}/confirm`, { received_amount: '799.00', note: 'Fee deducted' })).json().data).toMatchObject({ state: 'credited', credited_amount: '799.00', approval: null });

    const large = await announced('10000.01');
    const proposed = await adminApi(t, op).post(`/funding/deposits/${large.d.id}/confirm`, { note: 'Seen on statement' });
    expect(proposed.json().data).toMatchObject({ state: 'pending', approval: { kind: 'deposit.credit' } });
    expect((await balances(t, large.u.id)).cash_available).toBe(0n);
    // Asking again while it waits makes no second proposal.
    expect((await adminApi(t, op).post(`/funding/deposits/${large.d.id}/confirm`, { note: 'again' })).json().error).toBe('APPROVAL_PENDING');
    await expectReconciled(t);
  });

  it('closes its waiting proposal when the deposit is rejected, so nobody can approve it later', async () => {
    const { u, d } = await announced('600.00');
    const id = (await adminApi(t, op).post(`/funding/deposits/${d.id}/confirm`, { received_amount: '6000.00', note: 'Typo' })).json().data.approval.id as number;
    expect((await adminApi(t, op).post(`/funding/deposits/${d.id}/reject`, { reason: 'No transfer with this reference arrived' })).statusCode).toBe(200);
    expect((await adminApi(t, op).get(`/approvals/${id}`)).json().data).toMatchObject({ state: 'rejected', decided_by: null, note: 'Deposit rejected' });
    const late = await adminApi(t, await checker(t, op)).post(`/approvals/${id}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect((await balances(t, u.id)).cash_available).toBe(0n);
    await expectReconciled(t);
  });
});
