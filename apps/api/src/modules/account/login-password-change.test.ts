import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const change = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/changePassword', payload: body, headers: { token, lang: 'en' } });

describe('POST /api/user/changePassword', () => {
  it('changes the password and ends every session of the user', async () => {
    const u = await t.signUp();
    const second = (await t.login(u.username, GOOD_PASSWORD)).json().data.userinfo.token as string;
    const res = await change(u.token, { old_password: GOOD_PASSWORD, password: 'Brand-new-pass-9', confirm_password: 'Brand-new-pass-9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: 'Password successfully reset' });
    for (const token of [u.token, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token } })).statusCode).toBe(401);
    }
    expect((await t.login(u.username, GOOD_PASSWORD)).statusCode).toBe(401);
    const fresh = (await t.login(u.username, 'Brand-new-pass-9')).json().data.userinfo.token as string;
    const inbox = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token: fresh, lang: 'en' } });
    expect(inbox.json().data.list.map((m: { kind: string }) => m.kind)).toContain('password_changed');
  });

  it('refuses a wrong old password, a weak or mismatched or unchanged new one, and keeps the old', async () => {
    const u = await t.signUp();
    const cases: [object, string][] = [
      [{ old_password: 'Not-my-pass-1', password: 'Brand-new-pass-9', confirm_password: 'Brand-new-pass-9' }, 'OLD_PASSWORD_WRONG'],
      [{ old_password: GOOD_PASSWORD, password: 'weak', confirm_password: 'weak' }, 'PASSWORD_TOO_WEAK'],
      [{ old_password: GOOD_PASSWORD, password: 'Brand-new-pass-9', confirm_password: 'Brand-new-pass-8' }, 'PASSWORDS_DIFFER'],
      [{ old_password: GOOD_PASSWORD, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD }, 'SAME_PASSWORD'],
      [{ old_password: GOOD_PASSWORD }, 'VALIDATION_FAILED'],
    ];
    for (const [body, error] of cases) {
      const res = await change(u.token, body);
      expect(res.json().error, JSON.stringify(body)).toBe(error);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await t.login(u.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong old passwords towards the account lock', async () => {
    const u = await t.signUp();
    let last;
    for (let i = 0; i < 5; i++) last = await change(u.token, { old_password: `Wrong-old-${i}`, password: 'Brand-new-pass-9', confirm_password: 'Brand-new-pass-9' });
    expect(last!.json().error).toBe('ACCOUNT_LOCKED');
  });
});
