import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '10', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('failed logins', () => {
  it('lock the account after the limit, even for the right password, until the lock ends', async () => {
    const u = t.newUser();
    await t.register(u);
    expect((await t.login(u.username, 'Wrong-one-1')).statusCode).toBe(401);
    expect((await t.login(u.username, 'Wrong-one-2')).statusCode).toBe(401);
    const third = await t.login(u.username, 'Wrong-one-3', { lang: 'en' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'ACCOUNT_LOCKED', msg: 'Too many failed attempts; please try again in 10 minutes' });

    const locked = await t.login(u.username, GOOD_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('ACCOUNT_LOCKED');

    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.login(u.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('reset after a successful login', async () => {
    const u = t.newUser();
    await t.register(u);
    await t.login(u.username, 'Wrong-one-1');
    await t.login(u.username, 'Wrong-one-2');
    expect((await t.login(u.username, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await t.login(u.username, 'Wrong-one-3')).statusCode).toBe(401);
  });

  it('of one account do not lock another', async () => {
    const a = t.newUser();
    const b = t.newUser();
    await t.register(a);
    await t.register(b);
    for (let i = 0; i < 3; i++) await t.login(a.username, `Wrong-${i}-x`);
    expect((await t.login(b.username, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the per-IP request limit on login and register', () => {
  it('answers 429 in the envelope once an address sends too many requests a minute', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await limited.login('someone', 'Whatever-1', { lang: 'en' })).statusCode);
      expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(4)).toEqual([429, 429]);
      const res = await limited.login('someone', 'Whatever-1', { lang: 'en' });
      expect(res.json()).toMatchObject({ code: 429, error: 'RATE_LIMITED', data: null });
      expect(res.json().msg).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
