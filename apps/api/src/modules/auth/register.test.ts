import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AGREEMENT_VERSION } from '@meridian/contract/config';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { inviteCodes, users } from './tables.ts';
import { ensureInviteCode } from './invite-codes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

async function expectRefused(payload: Record<string, unknown>, status: number, error: string) {
  const before = await userCount();
  const res = await t.register(payload, { lang: 'en' });
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ data: null, error });
  expect(body.code).not.toBe(1);
  expect(body.msg.length).toBeGreaterThan(3);
  expect(await userCount()).toBe(before);
  return body;
}

describe('POST /api/user/register', () => {
  it('creates the user, records the invitation code and the agreement version', async () => {
    const payload = t.newUser();
    const res = await t.register(payload, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: 'Registered successfully', data: { username: payload.username } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, payload.username));
    expect(row?.agreementVersion).toBe(AGREEMENT_VERSION);
    expect(row?.phone).toBe('+4915123456789');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
    const [code] = await t.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, row!.inviteCodeId!));
    expect(code?.code).toBe('TESTCODE');
  });

  it('accepts a long password (80 characters, non-ASCII too) split over several RSA blocks', async () => {
    const long = `Pässwörter-${'x9'.repeat(30)}-密码很长的-ok1`;
    expect(long.length).toBeGreaterThan(64);
    const payload = t.newUser({ password: long, confirm_password: long });
    expect((await t.register(payload)).statusCode).toBe(200);
    expect((await t.login(payload.username, long)).statusCode).toBe(200);
  });

  it('greets the new user in the message centre, in the language they read it in', async () => {
    const u = await t.signUp();
    const en = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token: u.token, lang: 'en' } });
    expect(en.json().data.list).toEqual([expect.objectContaining({ kind: 'welcome', title: `Welcome to Meridian, ${u.username}`, read: false })]);
    const de = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token: u.token, lang: 'de' } });
    expect(de.json().data.list[0].title).toBe(`Willkommen bei Meridian, ${u.username}`);
  });

  it('answers the success message in the request language', async () => {
    const res = await t.register(t.newUser(), { lang: 'zh_cn' });
    expect(res.json().msg).toBe('注册成功');
  });

  it('refuses a duplicate username, whatever its case', async () => {
    const payload = t.newUser();
    expect((await t.register(payload)).statusCode).toBe(200);
    await expectRefused({ ...t.newUser(), username: payload.username.toUpperCase() }, 409, 'USERNAME_TAKEN');
  });

  it('refuses each invalid field with its own message', async () => {
    await expectRefused(t.newUser({ username: 'ab' }), 400, 'USERNAME_INVALID');
    await expectRefused(t.newUser({ username: 'robert"); DROP TABLE users;--' }), 400, 'USERNAME_INVALID');
    await expectRefused(t.newUser({ phone: '12ab' }), 400, 'PHONE_INVALID');
    await expectRefused(t.newUser({ phone: '' }), 400, 'PHONE_INVALID');
    await expectRefused(t.newUser({ password: 'short1', confirm_password: 'short1' }), 400, 'PASSWORD_TOO_WEAK');
    await expectRefused(t.newUser({ password: 'onlyletters', confirm_password: 'onlyletters' }), 400, 'PASSWORD_TOO_WEAK');
    await expectRefused(t.newUser({ confirm_password: 'Different-pass-8' }), 400, 'PASSWORDS_DIFFER');
    await expectRefused(t.newUser({ invite_code: '' }), 400, 'INVITE_CODE_INVALID');
    await expectRefused(t.newUser({ agree: false }), 400, 'AGREEMENT_REQUIRED');
    await expectRefused(t.newUser({ agreement_version: '1999-01' }), 400, 'AGREEMENT_REQUIRED');
  });

  it('refuses an unknown, disabled, expired or used-up invitation code and leaves its count alone', async () => {
    await expectRefused(t.newUser({ invite_code: 'NOSUCHCODE' }), 422, 'INVITE_CODE_INVALID');

    await ensureInviteCode(t.ctx.db, 'ONCEONLY', 1, 'single use');
    expect((await t.register(t.newUser({ invite_code: 'onceonly' }))).statusCode).toBe(200);
    await expectRefused(t.newUser({ invite_code: 'ONCEONLY' }), 422, 'INVITE_CODE_USED_UP');

    await t.ctx.db.insert(inviteCodes).values({ code: 'OLDCODE', maxUses: 5, expiresAt: new Date(Date.now() - 1000) });
    await expectRefused(t.newUser({ invite_code: 'OLDCODE' }), 422, 'INVITE_CODE_EXPIRED');

    await t.ctx.db.insert(inviteCodes).values({ code: 'OFFCODE', maxUses: 5, disabledAt: new Date() });
    await expectRefused(t.newUser({ invite_code: 'OFFCODE' }), 422, 'INVITE_CODE_INVALID');
    const [off] = await t.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'OFFCODE'));
    expect(off?.usedCount).toBe(0);
  });

  it('never lets a code be used more often than allowed, even by parallel sign-ups', async () => {
    await ensureInviteCode(t.ctx.db, 'THREEUSES', 3, 'race');
    const results = await Promise.all(Array.from({ length: 8 }, () => t.register(t.newUser({ invite_code: 'THREEUSES' }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [row] = await t.ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, 'THREEUSES'));
    expect(row?.usedCount).toBe(3);
  });

  it('refuses a payload whose decrypted JSON lacks fields with the unreadable-query answer', async () => {
    const { username, password } = t.newUser();
    await expectRefused({ username, password }, 400, 'UNREADABLE_QUERY');
  });
});
