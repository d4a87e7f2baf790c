import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

// Counts every scrypt comparison (the decoy too), to show that refused attempts are never hashed.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform/passwords.ts', async (original) => {
  const real = await original<typeof import('../../platform/passwords.ts')>();
  return {
    ...real,
    verifySecret: async (secret: string, stored: string) => {
      hashed.count += 1;
      return real.verifySecret(secret, stored);
    },
    verifyDecoy: async (secret: string) => {
      hashed.count += 1;
      return real.verifyDecoy(secret);
    },
  };
});

const LIMIT = 5;

// PGlite runs one query at a time, so the race this guards against only exists on PostgreSQL.
describe.skipIf(!process.env['DATABASE_URL'])('50 parallel wrong login passwords (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_LOCK_MINUTES: '15', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('check at most the limit, refuse the rest as locked, then refuse the right password too', async () => {
    const u = t.newUser();
    expect((await t.register(u)).statusCode).toBe(200);

    hashed.count = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => t.login(u.username, `Wrong-guess-${i}`, { lang: 'en' })));
    const errors = answers.map((a) => a.json().error as string);
    // Every "wrong password" answer was a real check, seen by the counter above (so the count is not
    // zero merely because the counter missed them).
    expect(hashed.count).toBeGreaterThanOrEqual(Math.max(1, errors.filter((e) => e === 'INVALID_CREDENTIALS').length));
    expect(hashed.count).toBeLessThanOrEqual(LIMIT);
    expect(errors.every((e) => e === 'INVALID_CREDENTIALS' || e === 'ACCOUNT_LOCKED')).toBe(true);
    expect(errors.filter((e) => e === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(LIMIT - 1);

    hashed.count = 0;
    const right = await t.login(u.username, GOOD_PASSWORD, { lang: 'en' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 429, error: 'ACCOUNT_LOCKED', data: null });
    expect(hashed.count).toBe(0);
  });

  it('of an unknown name are limited the same way, so names cannot be told apart', async () => {
    hashed.count = 0;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => t.login('nobody_here', `Wrong-guess-${i}`)));
    expect(hashed.count).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.json().error === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(30 - LIMIT);
  });
});
