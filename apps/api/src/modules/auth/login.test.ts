import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResult } from '@meridian/contract/auth';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let user: ReturnType<TestApp['newUser']>;
beforeAll(async () => {
  t = await buildTestApp();
  user = t.newUser();
  await t.register(user);
});
afterAll(() => t.close());

describe('POST /api/user/login', () => {
  it('answers data.userinfo with a token and the profile, never the password hash', async () => {
    const res = await t.login(user.username, GOOD_PASSWORD, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    const { userinfo } = loginResult.parse(body.data);
    expect(userinfo.token).toMatch(/^[\w-]{43}$/);
    expect(userinfo).toMatchObject({ username: user.username, phone: '+4915123456789', avatar: '', has_pay_password: false });
    expect(res.body).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('accepts the username in any case', async () => {
    expect((await t.login(user.username.toUpperCase(), GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('gives every login its own token', async () => {
    const a = (await t.login(user.username, GOOD_PASSWORD)).json().data.userinfo.token;
    const b = (await t.login(user.username, GOOD_PASSWORD)).json().data.userinfo.token;
    expect(a).not.toBe(b);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await t.login(user.username, 'Wrong-password-1', { lang: 'en' });
    const unknown = await t.login('nobody_here', GOOD_PASSWORD, { lang: 'en' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'INVALID_CREDENTIALS', msg: 'Wrong username or password', data: null });
  });

  it('answers in German when the request names no language', async () => {
    const res = await t.login(user.username, 'Wrong-password-2');
    expect(res.json().msg).toMatch(/Benutzername|Passwort/);
  });
});
