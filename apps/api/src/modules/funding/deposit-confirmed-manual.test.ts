import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { checkIban } from './iban.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, inbox, operatorLogin, userApi } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ MIN_TRANSFER: '100.00', MAX_DEPOSIT: '50000.00', DEPOSIT_EXPIRY_DAYS: '3', SESSION_TTL_HOURS: '720' }));
});
afterAll(() => t.close());

describe('a manual bank-transfer deposit confirmed by an operator', () => {
  it('shows the house account and a reference, then credits what arrived once, audited and notified', async () => {
    const u = await customer(t);
    const made = await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '1500.00' });
    expect(made.statusCode, made.body).toBe(200);
    const d = made.json().data;
    expect(d).toMatchObject({ method: 'bank_transfer', amount: '1500.00', state: 'pending', credited_amount: null, quick_pay: null });
    expect(d.reference).toMatch(/^MD-[A-HJKMNP-Z2-9]{8}$/);
    expect(d.bank_transfer).toMatchObject({ bank_name: 'Meridian Demo Bank', reference: d.reference });
    expect(checkIban(d.bank_transfer.iban).ok).toBe(true);
    expect((await balances(t, u.id)).cash_available).toBe(0n);

    const admin = adminApi(t, op);
    const queue = (await admin.get('/funding/deposits?state=pending&method=bank_transfer')).json().data;
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(d.id);
    expect(queue.list.find((x: { id: number }) => x.id === d.id).user).toMatchObject({ id: u.id, verified_name: 'Anna Müller' });

    // The bank shows 1499.50 arrived (a fee on the sender's side): the operator credits that.
    const confirmed = await admin.post(`/funding/deposits/${d.id}/confirm`, { received_amount: '1499.50', note: 'Seen on statement 2026-11-22' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'credited', credited_amount: '1499.50', decided_by: 'money_op', note: 'Seen on statement 2026-11-22' });
    expect((await balances(t, u.id)).cash_available).toBe(149_950n);

    const again = await admin.post(`/funding/deposits/${d.id}/confirm`, { note: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_DECIDED');
    expect((await balances(t, u.id)).cash_available).toBe(149_950n);

    const audit = (await admin.get('/audit-log?page=1&size=20')).json().data.list as { action: string; target: string }[];
    expect(audit.some((a) => a.action === 'funding.deposit.confirm' && a.target === `deposit:${d.id}`)).toBe(true);
    const mine = await inbox(t, u.token);
    expect(mine[0]).toMatchObject({ kind: 'deposit_received', title: 'Deposit received' });
    expect(mine[0]!.body).toContain('1,499.50 CNY');
    expect((await u.api.get(`/api/funding/deposits/${d.id}`)).json().data).toMatchObject({ state: 'credited', credited_amount: '1499.50' });
    await expectReconciled(t);
  });

  it('is rejected with a reason the user sees, and nothing moves', async () => {
    const u = await customer(t);
    const d = (await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '200' })).json().data;
    const admin = adminApi(t, op);
    expect((await admin.post(`/funding/deposits/${d.id}/reject`, { reason: 'bad' })).json().error).toBe('VALIDATION_FAILED');
    const rejected = await admin.post(`/funding/deposits/${d.id}/reject`, { reason: 'No transfer with this reference arrived' });
    expect(rejected.json().data).toMatchObject({ state: 'rejected', reason: 'No transfer with this reference arrived' });
    expect((await admin.post(`/funding/deposits/${d.id}/confirm`, { note: 'late' })).json().error).toBe('ALREADY_DECIDED');
    expect((await balances(t, u.id)).cash_available).toBe(0n);
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'deposit_rejected' });
    expect((await inbox(t, u.token))[0]!.body).toContain('No transfer with this reference arrived');
    await expectReconciled(t);
  });

  it('refuses amounts outside the limits, and users without verified identity', async () => {
    const u = await customer(t);
    const below = await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '99.99' });
    expect(below.json()).toMatchObject({ error: 'DEPOSIT_BELOW_MINIMUM', msg: 'The minimum deposit is 100.00' });
    expect((await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '50000.01' })).json().error).toBe('DEPOSIT_ABOVE_MAXIMUM');
    expect((await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '-5' })).json().error).toBe('VALIDATION_FAILED');
    expect((await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '1.234' })).json().error).toBe('VALIDATION_FAILED');
    const stranger = await t.signUp();
    const res = await userApi(t, stranger.token).post('/api/funding/deposits', { method: 'bank_transfer', amount: '500' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('IDENTITY_REQUIRED');
  });

  it('expires unpaid deposits after the configured days; money that still arrives can be confirmed', async () => {
    const u = await customer(t);
    const d = (await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '300' })).json().data;
    t.clock.advance(2 * 86_400_000);
    await t.ctx.scheduler.runNow('funding.expire-deposits');
    expect((await u.api.get(`/api/funding/deposits/${d.id}`)).json().data.state).toBe('pending');
    t.clock.advance(1 * 86_400_000 + 1000);
    await t.ctx.scheduler.runNow('funding.expire-deposits');
    expect((await u.api.get(`/api/funding/deposits/${d.id}`)).json().data.state).toBe('expired');
    const late = await adminApi(t, await operatorLogin(t)).post(`/funding/deposits/${d.id}/confirm`, { note: 'Arrived after expiry' });
    expect(late.json().data).toMatchObject({ state: 'credited', credited_amount: '300.00' });
    expect((await balances(t, u.id)).cash_available).toBe(30_000n);
    await expectReconciled(t);
  });

  it('answers a repeated Idempotency-Key with the first deposit', async () => {
    const u = await customer(t);
    const headers = { 'idempotency-key': `dep-${u.id}-once` };
    const a = await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '400' }, headers);
    const b = await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '400' }, headers);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect((await u.api.get('/api/funding/deposits')).json().data.total).toBe(1);
  });
});
