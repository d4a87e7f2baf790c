import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { addOperator, operatorTestApp } from '../../test/operator-helpers.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  ({ t, op: root } = await operatorTestApp());
});
afterAll(() => t.close());

const dashboard = async (token: string) => (await t.app.inject({ method: 'GET', url: '/admin/api/dashboard', headers: { 'x-admin-token': token } })).json().data;

describe('the dashboard', () => {
  it('counts each queue with its oldest age and raises an alert for what waits too long', async () => {
    const u = await t.signUp();
    await t.app.inject({ method: 'POST', url: '/api/support/messages', headers: { token: u.token }, payload: { body: 'Hello, is anyone there?' } });
    const proposed = await t.app.inject({ method: 'PUT', url: '/admin/api/trading/fees', headers: { 'x-admin-token': root }, payload: { commission_rate_ppm: 300, commission_min: '1.00', transfer_fee_rate_ppm: 20, stamp_duty_rate_ppm: 1000 } });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const first = await dashboard(root);
    expect(first.queues.map((q: { key: string }) => q.key)).toEqual(['identity', 'deposits', 'withdrawals', 'loans', 'support', 'approvals']);
    expect(first.queues.find((q: { key: string }) => q.key === 'approvals')).toMatchObject({ count: 1, age_minutes: 0 });
    expect(first.today).toMatchObject({ deposits: '0.00', payouts: '0.00', orders: 0, fees: '0.00' });
    expect(first.market).toMatchObject({ state: expect.stringMatching(/open|closed/), halted: 0 });
    // Never reconciled: that is an alert of its own.
    expect(first.alerts.map((a: { key: string }) => a.key)).toContain('reconciliation');

    t.clock.advance(5 * 3600_000);
    const later = await dashboard(root);
    expect(later.alerts.map((a: { key: string }) => a.key)).toEqual(expect.arrayContaining(['approvals']));
  });

  it('shows each operator only the queues of their roles', async () => {
    const support = await addOperator(t, root, 'dash_support', ['support']);
    const view = await dashboard(support);
    expect(view.queues.map((q: { key: string }) => q.key)).toEqual(['support', 'approvals']);
    expect(view.today).toBeNull();
    expect(view.reconciliation).toBeNull();
  });
});
