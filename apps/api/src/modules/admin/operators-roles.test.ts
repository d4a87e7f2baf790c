import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { addOperator, operatorTestApp } from '../../test/operator-helpers.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  ({ t, op: root } = await operatorTestApp());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: { 'x-admin-token': token, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('operators and roles', () => {
  it('are managed by administrators only, each change audited', async () => {
    const markets = await addOperator(t, root, 'markets_op', ['markets']);
    expect((await call('GET', '/operators', markets)).statusCode).toBe(403);
    expect((await call('POST', '/operators', markets, { username: 'sneaky', password: 'Sneaky-password-1', roles: ['administrator'] })).statusCode).toBe(403);

    const list = (await call('GET', '/operators', root)).json().data as { id: number; username: string; roles: string[]; two_factor: boolean }[];
    expect(list.find((o) => o.username === 'markets_op')).toMatchObject({ roles: ['markets'], two_factor: true });
    expect((await call('POST', '/operators', root, { username: 'markets_op', password: 'Another-password-1', roles: ['support'] })).json().error).toBe('OPERATOR_TAKEN');
    expect((await call('POST', '/operators', root, { username: 'no_roles', password: 'Another-password-1', roles: [] })).json().error).toBe('VALIDATION_FAILED');
    expect((await call('POST', '/operators', root, { username: 'bad_role', password: 'Another-password-1', roles: ['superuser'] })).json().error).toBe('VALIDATION_FAILED');

    const id = list.find((o) => o.username === 'markets_op')!.id;
    const changed = await call('PUT', `/operators/${id}/roles`, root, { roles: ['support', 'finance'] });
    expect(changed.json().data).toMatchObject({ roles: ['support', 'finance'] });
    // A change of roles ends the operator's sessions: they sign in again with the new rights.
    expect((await call('GET', '/auth/me', markets)).statusCode).toBe(401);

    const disabled = await call('POST', `/operators/${id}/disable`, root);
    expect(disabled.json().data).toMatchObject({ disabled: true });
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { username: 'markets_op', password: 'Second-operator-2026' } });
    expect(login.json().error).toBe('ACCOUNT_DISABLED');
    expect((await call('POST', `/operators/${id}/enable`, root)).json().data).toMatchObject({ disabled: false });

    const audit = (await call('GET', '/audit-log?size=30', root)).json().data.list as { action: string; target: string }[];
    expect(audit.filter((a) => a.target === `operator:${id}`).map((a) => a.action)).toEqual(['operator.enable', 'operator.disable', 'operator.roles', 'operator.create']);
  });

  it('always keep one active administrator', async () => {
    const me = (await call('GET', '/auth/me', root)).json().data;
    const refused = await call('PUT', `/operators/${me.id}/roles`, root, { roles: ['support'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('LAST_ADMINISTRATOR');
    expect((await call('POST', `/operators/${me.id}/disable`, root)).json().error).toBe('LAST_ADMINISTRATOR');
    // With a second administrator, the first may step down.
    await addOperator(t, root, 'second_admin', ['administrator']);
    expect((await call('PUT', `/operators/${me.id}/roles`, root, { roles: ['support', 'administrator', 'finance'] })).statusCode).toBe(200);
  });
});
