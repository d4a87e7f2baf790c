import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { hashSecret } from '../../platform/passwords.ts';
import { users } from '../auth/tables.ts';
import { PIN_REMEMBER_MS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PAY_PASSWORD_MAX_FAILURES: '3', PAY_PASSWORD_LOCK_MINUTES: '30' });
});
afterAll(() => t.close());

async function userWithPin(pin: string) {
  const u = await t.signUp();
  await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', payload: { pay_password: pin, confirm_pay_password: pin }, headers: { token: u.token } });
  return u;
}

/** Replaces the stored hash behind the service's back, to see whether a check reads it. */
const storeHashOf = async (userId: number, pin: string) =>
  t.ctx.db.update(users).set({ payPasswordHash: await hashSecret(pin) }).where(eq(users.id, userId));

describe('a verified trading password is remembered briefly', () => {
  it('accepts the same PIN from memory, and reads the stored hash again once the time is up', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    await verify(u.id, '246810');
    await storeHashOf(u.id, '999999');
    // Still inside the window: answered from memory (the stored hash is not read).
    await expect(verify(u.id, '246810')).resolves.toBeUndefined();
    t.clock.advance(PIN_REMEMBER_MS + 1000);
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
    await expect(verify(u.id, '999999')).resolves.toBeUndefined();
  });

  it('never accepts a different PIN from memory, and a wrong one ends the memory and counts', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    await verify(u.id, '246810');
    await expect(verify(u.id, '111111')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG', params: { remaining: 2 } });
    await storeHashOf(u.id, '999999');
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG', params: { remaining: 1 } });
  });

  it('does not let a remembered PIN past a lock', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    await verify(u.id, '246810');
    for (let i = 0; i < 3; i += 1) await verify(u.id, '000000').catch(() => undefined);
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_LOCKED' });
  });

  it('forgets the PIN when the trading password is changed', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    await verify(u.id, '246810');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePayPassword',
      payload: { old_pay_password: '246810', pay_password: '135790', confirm_pay_password: '135790' },
      headers: { token: u.token },
    });
    expect(res.json().code).toBe(1);
    await expect(verify(u.id, '246810')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG' });
  });
});
