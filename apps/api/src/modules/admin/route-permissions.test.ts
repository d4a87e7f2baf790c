import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, PERMISSIONS, ROLE_PERMISSIONS, type OperatorRole, type Permission } from '@meridian/contract/admin';
import type { TestApp } from '../../test/helper.ts';
import { addOperator, operatorTestApp } from '../../test/operator-helpers.ts';

let t: TestApp;
let root: string;
const tokens = new Map<OperatorRole, string>();

beforeAll(async () => {
  ({ t, op: root } = await operatorTestApp({ DEMO: 'true' }));
  for (const role of OPERATOR_ROLES) tokens.set(role, await addOperator(t, root, `only_${role}`, [role]));
}, 120_000);
afterAll(() => t.close());

/** A URL for a route pattern: every parameter a number no row has. */
const concrete = (url: string) => url.replace(/:\w+/g, '999999');

describe('back-office permissions', () => {
  it('are declared by every /admin/api route (deny by default)', () => {
    const table = t.app.adminRouteTable;
    expect(table.length).toBeGreaterThan(50);
    const undeclared = table.filter((r) => r.permission === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of table) expect(['public', 'signed-in', ...PERMISSIONS]).toContain(r.permission);
    // Only the two login steps are open without a session.
    expect(table.filter((r) => r.permission === 'public').map((r) => r.url).sort()).toEqual(['/admin/api/auth/login', '/admin/api/auth/second-factor']);
  });

  it('give every role exactly its routes: others answer 403 in the envelope, before any input is read', async () => {
    const guarded = t.app.adminRouteTable.filter((r) => r.permission !== 'public' && r.permission !== 'signed-in');
    const failures: string[] = [];
    for (const role of OPERATOR_ROLES) {
      const allowed = new Set<Permission>(ROLE_PERMISSIONS[role]);
      for (const r of guarded) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { 'x-admin-token': tokens.get(role)!, lang: 'en' },
          ...(r.method === 'GET' ? {} : { payload: {} }),
        });
        const should = allowed.has(r.permission as Permission);
        if (should && (res.statusCode === 403 || res.statusCode === 401)) failures.push(`${role} refused ${r.method} ${r.url}: ${res.body}`);
        if (!should) {
          const body = res.json();
          if (res.statusCode !== 403 || body.error !== 'FORBIDDEN' || body.data !== null || body.code !== 403) failures.push(`${role} not refused ${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('leave the routes every operator needs (profile, own sessions, approvals list) open to each role', async () => {
    for (const role of OPERATOR_ROLES) {
      for (const url of ['/auth/me', '/auth/sessions', '/approvals']) {
        const res = await t.app.inject({ method: 'GET', url: `/admin/api${url}`, headers: { 'x-admin-token': tokens.get(role)! } });
        expect(res.statusCode, `${role} ${url}`).toBe(200);
      }
    }
    const me = (await t.app.inject({ method: 'GET', url: '/admin/api/auth/me', headers: { 'x-admin-token': tokens.get('support')! } })).json().data;
    expect(me).toMatchObject({ username: 'only_support', roles: ['support'], permissions: ['users.read', 'support', 'messages.send'] });
  });

  it('combine when an operator holds several roles', async () => {
    const both = await addOperator(t, root, 'support_and_markets', ['support', 'markets']);
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/admin/api${url}`, headers: { 'x-admin-token': both } });
    expect((await get('/support/threads')).statusCode).toBe(200);
    expect((await get('/trading/fees')).statusCode).toBe(200);
    expect((await get('/funding/deposits')).statusCode).toBe(403);
  });
});
