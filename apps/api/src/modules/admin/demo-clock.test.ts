import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { operatorTestApp } from '../../test/operator-helpers.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function setUp(demo: boolean) {
  const made = await operatorTestApp({ DEMO: String(demo) });
  apps.push(made.t);
  return made;
}

describe('the demo clock', () => {
  it('moves forward by whole hours, runs the jobs, and is audited', async () => {
    const { t, op } = await setUp(true);
    const user = await t.signUp();
    const ran: string[] = [];
    t.ctx.scheduler.add({ name: 'test.probe', everyMs: 3600_000, run: async () => void ran.push(t.clock.now().toISOString()) });
    const before = t.clock.now().getTime();
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/demo/clock', headers: { 'x-admin-token': op }, payload: { hours: 24 } });
    expect(res.json().code).toBe(1);
    const moved = Date.parse(res.json().data.now) - before;
    expect(moved).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(moved).toBeLessThan(24 * 3600_000 + 60_000);
    expect(ran).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: user.token } })).json().code).toBe(1);
    const log = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log', headers: { 'x-admin-token': op } });
    // The operator's session moved with the clock, and so did a user's.
    expect(log.json().data.list[0]).toMatchObject({ action: 'demo.clock_advance', detail: { hours: 24 } });
  });

  it('refuses to go back, and needs an operator', async () => {
    const { t, op } = await setUp(true);
    const back = await t.app.inject({ method: 'POST', url: '/admin/api/demo/clock', headers: { 'x-admin-token': op }, payload: { hours: -1 } });
    expect(back.json().error).toBe('VALIDATION_FAILED');
    const user = await t.signUp();
    const asUser = await t.app.inject({ method: 'POST', url: '/admin/api/demo/clock', headers: { 'x-admin-token': user.token }, payload: { hours: 1 } });
    expect(asUser.statusCode).toBe(401);
    expect(t.clock.offset()).toBe(0);
  });

  it('does not exist outside demo mode', async () => {
    const { t, op } = await setUp(false);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/demo/clock', headers: { 'x-admin-token': op }, payload: { hours: 1 } });
    expect(res.statusCode).toBe(404);
    expect(t.clock.offset()).toBe(0);
  });
});
