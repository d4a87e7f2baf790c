import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';
import { createSessionCache } from './session-cache.ts';
import { SESSION_CACHE_MS } from './service.ts';
import { sessions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token, lang: 'en' } });

describe('the remembered session', () => {
  it('stops working at once after logout, though it was just remembered', async () => {
    const u = await t.signUp();
    expect((await info(u.token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: u.token, lang: 'en' } });
    expect(out.statusCode).toBe(200);
    expect((await info(u.token)).statusCode).toBe(401);
  });

  it('stops working at once for every session of the user after a password change', async () => {
    const u = await t.signUp();
    const second = (await t.login(u.username, GOOD_PASSWORD)).json().data.userinfo.token as string;
    expect((await info(u.token)).statusCode).toBe(200);
    expect((await info(second)).statusCode).toBe(200);
    const body = { old_password: GOOD_PASSWORD, password: 'Brand-new-pass-9', confirm_password: 'Brand-new-pass-9' };
    const res = await t.app.inject({ method: 'POST', url: '/api/user/changePassword', payload: body, headers: { token: u.token, lang: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(u.token)).statusCode).toBe(401);
    expect((await info(second)).statusCode).toBe(401);
  });

  it('stops working within SESSION_CACHE_MS when revoked by another process', async () => {
    const u = await t.signUp();
    expect((await info(u.token)).statusCode).toBe(200);
    // Another API process revokes the session: this one does not hear of it.
    await t.ctx.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, u.id));
    expect((await info(u.token)).statusCode).toBe(200);
    t.clock.advance(SESSION_CACHE_MS);
    expect((await info(u.token)).statusCode).toBe(401);
  });
});

describe('createSessionCache', () => {
  const found = { sessionId: 7, user: { id: 3 } };

  it('does not keep what a lookup read before a revocation', () => {
    const cache = createSessionCache<typeof found>(5000, () => 1000);
    const seen = cache.generation();
    cache.forgetSession(7); // revoked while the lookup was in flight
    cache.set('h', found, 1e12, seen);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', found, 1e12, cache.generation());
    expect(cache.get('h')).toBe(found);
  });

  it('never outlives the session itself', () => {
    let now = 1000;
    const cache = createSessionCache<typeof found>(5000, () => now);
    cache.set('h', found, 2000, cache.generation());
    now = 1999;
    expect(cache.get('h')).toBe(found);
    now = 2000;
    expect(cache.get('h')).toBeUndefined();
  });

  it('forgets by user', () => {
    const cache = createSessionCache<typeof found>(5000, () => 1000);
    cache.set('h', found, 1e12, cache.generation());
    cache.forgetUser(3);
    expect(cache.get('h')).toBeUndefined();
  });
});
