import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { approveForTest } from '../../test/identity-helpers.ts';
import { APPROVED_CACHE_MS } from './service.ts';
import { identityVerifications } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the remembered approval', () => {
  it('never remembers "not verified": an approval counts at once', async () => {
    const u = await t.signUp();
    await expect(t.services.identity.requireVerified(u.id)).rejects.toMatchObject({ code: 'IDENTITY_REQUIRED' });
    await approveForTest(t, u.id);
    expect(await t.services.identity.requireVerified(u.id)).toEqual(expect.any(String));
  });

  it('remembers the approved state for at most APPROVED_CACHE_MS', async () => {
    const u = await t.signUp();
    await approveForTest(t, u.id);
    const name = await t.services.identity.requireVerified(u.id);
    // The approval disappears behind the cache's back (no code path does this today).
    await t.ctx.db.delete(identityVerifications).where(eq(identityVerifications.userId, u.id));
    expect(await t.services.identity.requireVerified(u.id)).toBe(name);
    t.clock.advance(APPROVED_CACHE_MS);
    await expect(t.services.identity.requireVerified(u.id)).rejects.toMatchObject({ code: 'IDENTITY_REQUIRED' });
  });
});
