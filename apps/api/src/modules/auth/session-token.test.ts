import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { sessions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const info = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/info', headers: { lang: 'en', ...(token === undefined ? {} : { token }) } });

function expect401(res: Awaited<ReturnType<typeof info>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 401, error: 'UNAUTHORIZED', data: null, msg: 'Please log in again' });
}

describe('the token header', () => {
  it('opens the user routes while the session lives', async () => {
    const u = await t.signUp();
    const res = await info(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe(u.username);
  });

  it('is refused when missing, empty or forged', async () => {
    const u = await t.signUp();
    expect401(await info());
    expect401(await info(''));
    expect401(await info(`${u.token.slice(0, -2)}xx`));
    expect401(await info('x'.repeat(5000)));
  });

  it('stores only a hash of the token', async () => {
    const u = await t.signUp();
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === u.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('expires after three days', async () => {
    const u = await t.signUp();
    t.clock.advance(71 * 3600_000);
    expect((await info(u.token)).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect401(await info(u.token));
  });

  it('is revoked by logout, and only that session', async () => {
    const u = await t.signUp();
    const other = (await t.login(u.username, u.password)).json().data.userinfo.token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: u.token, lang: 'en' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 1, msg: 'Logged out' });
    expect401(await info(u.token));
    expect((await info(other)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: u.token } });
    expect(again.statusCode).toBe(401);
  });

  it('is never accepted as an operator token', async () => {
    const u = await t.signUp();
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/auth/me', headers: { 'x-admin-token': u.token } });
    expect(res.statusCode).toBe(401);
  });
});
