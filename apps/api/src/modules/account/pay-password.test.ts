import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PAY_PASSWORD_MAX_FAILURES: '3', PAY_PASSWORD_LOCK_MINUTES: '30' });
});
afterAll(() => t.close());

const post = (token: string, url: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/user/${url}`, payload: body, headers: { token, lang: 'en' } });
const hasPin = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token } })).json().data.has_pay_password as boolean;

describe('trading password', () => {
  it('is set once, as six digits entered twice', async () => {
    const u = await t.signUp();
    for (const [body, error] of [
      [{ pay_password: '12345', confirm_pay_password: '12345' }, 'PAY_PASSWORD_FORMAT'],
      [{ pay_password: '12345a', confirm_pay_password: '12345a' }, 'PAY_PASSWORD_FORMAT'],
      [{ pay_password: '123456', confirm_pay_password: '654321' }, 'PASSWORDS_DIFFER'],
      [{ pay_password: '123456' }, 'VALIDATION_FAILED'],
    ] as const) {
      expect((await post(u.token, 'setPayPassword', body)).json().error).toBe(error);
    }
    expect(await hasPin(u.token)).toBe(false);
    const ok = await post(u.token, 'setPayPassword', { pay_password: '246810', confirm_pay_password: '246810' });
    expect(ok.json()).toMatchObject({ code: 1, msg: 'Trading password set' });
    expect(await hasPin(u.token)).toBe(true);
    const again = await post(u.token, 'setPayPassword', { pay_password: '111111', confirm_pay_password: '111111' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('PAY_PASSWORD_ALREADY_SET');
  });

  it('is changed with the old trading password', async () => {
    const u = await t.signUp();
    await post(u.token, 'setPayPassword', { pay_password: '246810', confirm_pay_password: '246810' });
    const wrong = await post(u.token, 'changePayPassword', { old_pay_password: '000000', pay_password: '135790', confirm_pay_password: '135790' });
    expect(wrong.json()).toMatchObject({ error: 'PAY_PASSWORD_WRONG', msg: 'Wrong trading password; 2 attempts left' });
    const ok = await post(u.token, 'changePayPassword', { old_pay_password: '246810', pay_password: '135790', confirm_pay_password: '135790' });
    expect(ok.json().code).toBe(1);
    const verify = t.services.account.verifyPayPassword;
    await expect(verify(u.id, '135790')).resolves.toBeUndefined();
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
  });

  it('is changed with the login password when the old one is forgotten', async () => {
    const u = await t.signUp();
    await post(u.token, 'setPayPassword', { pay_password: '246810', confirm_pay_password: '246810' });
    const wrong = await post(u.token, 'changePayPassword', { login_password: 'Not-it-123', pay_password: '135790', confirm_pay_password: '135790' });
    expect(wrong.json().error).toBe('OLD_PASSWORD_WRONG');
    const both = await post(u.token, 'changePayPassword', { login_password: GOOD_PASSWORD, old_pay_password: '246810', pay_password: '135790', confirm_pay_password: '135790' });
    expect(both.json().error).toBe('VALIDATION_FAILED');
    const ok = await post(u.token, 'changePayPassword', { login_password: GOOD_PASSWORD, pay_password: '135790', confirm_pay_password: '135790' });
    expect(ok.json()).toMatchObject({ code: 1, msg: 'Trading password changed' });
  });

  it('locks after repeated wrong entries, for the right one too, until the lock ends', async () => {
    const u = await t.signUp();
    await post(u.token, 'setPayPassword', { pay_password: '246810', confirm_pay_password: '246810' });
    const verify = t.services.account.verifyPayPassword;
    await expect(verify(u.id, '000001')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG', params: { remaining: 2 } });
    await expect(verify(u.id, '000002')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG', params: { remaining: 1 } });
    await expect(verify(u.id, '000003')).rejects.toMatchObject({ code: 'PAY_PASSWORD_LOCKED' });
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_LOCKED' });
    t.clock.advance(31 * 60_000);
    await expect(verify(u.id, '246810')).resolves.toBeUndefined();
  });

  it('cannot be changed before it is set', async () => {
    const u = await t.signUp();
    const res = await post(u.token, 'changePayPassword', { login_password: GOOD_PASSWORD, pay_password: '135790', confirm_pay_password: '135790' });
    expect(res.json().error).toBe('PAY_PASSWORD_NOT_SET');
  });
});
