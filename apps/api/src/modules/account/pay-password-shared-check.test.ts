import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

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

describe('concurrent first checks of the same trading password', () => {
  it('share one check: many orders at once with the right PIN all pass', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    const results = await Promise.allSettled(Array.from({ length: 16 }, () => verify(u.id, '246810')));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('share one counted failure for the same wrong PIN, and the next attempt is checked afresh', async () => {
    const u = await userWithPin('246810');
    const verify = t.services.account.verifyPayPassword;
    const burst = await Promise.allSettled(Array.from({ length: 8 }, () => verify(u.id, '111111')));
    for (const r of burst) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'PAY_PASSWORD_WRONG', params: { remaining: 2 } } });
    // The shared check is over: a new wrong PIN is a new, counted check.
    await expect(verify(u.id, '111111')).rejects.toMatchObject({ code: 'PAY_PASSWORD_WRONG', params: { remaining: 1 } });
    // A different PIN is never answered by another PIN's check.
    await expect(verify(u.id, '246810')).resolves.toBeUndefined();
  });
});
