import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let token: string;
const PASSWORD = 'Operator-pass-2026';

beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'root_op', OPERATOR_PASSWORD: PASSWORD });
  const first = await t.services.admin.ensureFirstOperator();
  expect(first).toEqual({ username: 'root_op' });
  token = await operatorLogin(t.app, 'root_op', PASSWORD);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: object, tok = token) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: { 'x-admin-token': tok, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('operators', () => {
  it('log in with their own accounts; a user session is no operator session and the reverse', async () => {
    expect((await admin('GET', '/auth/me')).json().data).toMatchObject({ username: 'root_op', roles: ['support', 'compliance', 'finance', 'markets', 'administrator'] });
    const u = await t.signUp();
    expect((await admin('GET', '/auth/me', undefined, u.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token } })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { username: 'root_op', password: 'nope-nope-nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('are made only once: a second start neither adds one nor prints a password', async () => {
    expect(await t.services.admin.ensureFirstOperator()).toBeUndefined();
  });

  it('create invitation codes that then admit users, up to their limit', async () => {
    const created = await admin('POST', '/invite-codes', { code: 'SPRING26', note: 'campaign', max_uses: 1 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'SPRING26', max_uses: 1, used_count: 0, created_by: 'root_op' });
    expect((await admin('POST', '/invite-codes', { code: 'spring26', max_uses: 3 })).json().error).toBe('INVITE_CODE_TAKEN');
    expect((await t.register(t.newUser({ invite_code: 'SPRING26' }))).statusCode).toBe(200);
    expect((await t.register(t.newUser({ invite_code: 'SPRING26' }))).json().error).toBe('INVITE_CODE_USED_UP');
    const list = (await admin('GET', '/invite-codes?page=1&size=50')).json().data;
    expect(list.list.find((c: { code: string }) => c.code === 'SPRING26')).toMatchObject({ used_count: 1 });
  });

  it('get a random code when they give none, and cannot create one already expired or with bad input', async () => {
    const res = await admin('POST', '/invite-codes', { note: '', max_uses: 10 });
    expect(res.json().data.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await admin('POST', '/invite-codes', { max_uses: 10, expires_at: '2001-01-01T00:00:00Z' })).json().error).toBe('VALIDATION_FAILED');
    expect((await admin('POST', '/invite-codes', { max_uses: 0 })).json().error).toBe('VALIDATION_FAILED');
    expect((await admin('POST', '/invite-codes', { code: 'a b', max_uses: 1 })).json().error).toBe('VALIDATION_FAILED');
  });

  it('disable a code, after which it admits nobody', async () => {
    const { id } = (await admin('POST', '/invite-codes', { code: 'TODISABLE', max_uses: 5 })).json().data;
    const res = await admin('POST', `/invite-codes/${id}/disable`);
    expect(res.json().data.disabled_at).not.toBeNull();
    expect((await t.register(t.newUser({ invite_code: 'TODISABLE' }))).json().error).toBe('INVITE_CODE_INVALID');
    expect((await admin('POST', '/invite-codes/999999/disable')).statusCode).toBe(404);
  });

  it('see users with search, where % and _ are plain characters', async () => {
    const u = await t.signUp();
    const found = (await admin('GET', `/users?search=${u.username}`)).json().data;
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({ username: u.username, invite_code: 'TESTCODE' });
    expect((await admin('GET', '/users?search=%25')).json().data.list).toHaveLength(0);
  });

  it('leave every action in the audit log, which nobody can rewrite', async () => {
    const log = (await admin('GET', '/audit-log?size=100')).json().data;
    const actions = log.list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['operator.login', 'operator.login_failed', 'invite_code.create', 'invite_code.disable']));
    const create = log.list.find((e: { action: string; target: string }) => e.action === 'invite_code.create' && e.target === 'SPRING26');
    expect(create).toMatchObject({ operator: 'root_op', detail: { max_uses: 1 } });
    await expect(t.ctx.db.execute(sql`UPDATE audit_log SET action = 'nothing'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect((await admin('GET', '/audit-log?size=100')).json().data.total).toBe(log.total + 0);
  });

  it('log out, which ends that operator session', async () => {
    const second = await operatorLogin(t.app, 'root_op', PASSWORD);
    expect((await admin('POST', '/auth/logout', undefined, second)).statusCode).toBe(200);
    expect((await admin('GET', '/auth/me', undefined, second)).statusCode).toBe(401);
    expect((await admin('GET', '/auth/me')).statusCode).toBe(200);
  });

  it('need a session for every back-office route', async () => {
    for (const url of ['/auth/me', '/invite-codes', '/users', '/audit-log']) {
      expect((await admin('GET', url, undefined, '')).statusCode).toBe(401);
    }
  });
});
