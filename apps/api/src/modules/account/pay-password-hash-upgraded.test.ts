import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { hashSecret } from '../../platform/passwords.ts';
import { users } from '../auth/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const storedHash = async (userId: number) => (await t.ctx.db.select({ h: users.payPasswordHash }).from(users).where(eq(users.id, userId)))[0]!.h!;

describe('a trading password hashed at the old cost', () => {
  it('is still accepted, and is rehashed at the PIN cost on the first right check only', async () => {
    const u = await t.signUp();
    const old = await hashSecret('246810');
    await t.ctx.db.update(users).set({ payPasswordHash: old }).where(eq(users.id, u.id));
    const verify = t.services.account.verifyPayPassword;

    await expect(verify(u.id, '111111')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    expect(await storedHash(u.id)).toBe(old);

    await verify(u.id, '246810');
    const upgraded = await storedHash(u.id);
    expect(upgraded).not.toBe(old);
    expect(upgraded.split('$')[1]).toBe(String(1 << 12));
    expect(old.split('$')[1]).toBe(String(1 << 15));
  });

  it('a PIN set now is stored at the PIN cost and checks', async () => {
    const u = await t.signUp();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', payload: { pay_password: '135790', confirm_pay_password: '135790' }, headers: { token: u.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedHash(u.id)).split('$')[1]).toBe(String(1 << 12));
    await t.services.account.verifyPayPassword(u.id, '135790');
  });
});
