import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

// Counts every scrypt comparison, to show that refused attempts are never hashed.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/passwords.ts', async (original) => {
  const real = await original<typeof import('../../platform/passwords.ts')>();
  return {
    ...real,
    verifySecret: async (secret: string, stored: string) => {
      hashed.count += 1;
      return real.verifySecret(secret, stored);
    },
  };
});

const LIMIT = 5;
const PIN = '246810';

// PGlite runs one query at a time, so the race this guards against only exists on PostgreSQL.
describe.skipIf(!process.env['DATABASE_URL'])('50 parallel wrong trading passwords (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PAY_PASSWORD_MAX_FAILURES: String(LIMIT), PAY_PASSWORD_LOCK_MINUTES: '30', PIN_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('check at most the limit, refuse the rest as locked, then refuse the right PIN too', async () => {
    const u = await t.signUp();
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/user/changePayPassword', payload: body, headers: { token: u.token, lang: 'en' } });
    await t.app.inject({ method: 'POST', url: '/api/user/setPayPassword', payload: { pay_password: PIN, confirm_pay_password: PIN }, headers: { token: u.token } });

    hashed.count = 0;
    // Fifty different wrong PINs, so that no two share one check.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ old_pay_password: String(100000 + i), pay_password: '135790', confirm_pay_password: '135790' })),
    );
    const errors = answers.map((a) => a.json().error as string);
    // Every "wrong PIN" answer was a real check, seen by the counter above.
    expect(hashed.count).toBeGreaterThanOrEqual(Math.max(1, errors.filter((e) => e === 'PAY_PASSWORD_WRONG').length));
    expect(hashed.count).toBeLessThanOrEqual(LIMIT);
    expect(errors.filter((e) => e === 'PAY_PASSWORD_WRONG').length).toBeLessThanOrEqual(LIMIT - 1);
    expect(errors.every((e) => e === 'PAY_PASSWORD_WRONG' || e === 'PAY_PASSWORD_LOCKED')).toBe(true);
    expect(errors.filter((e) => e === 'PAY_PASSWORD_LOCKED').length).toBeGreaterThanOrEqual(50 - LIMIT);

    hashed.count = 0;
    const right = await post({ old_pay_password: PIN, pay_password: '135790', confirm_pay_password: '135790' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 429, error: 'PAY_PASSWORD_LOCKED', data: null });
    expect(hashed.count).toBe(0);
    await expect(t.services.account.verifyPayPassword(u.id, PIN)).rejects.toMatchObject({ code: 'PAY_PASSWORD_LOCKED' });
  });
});
