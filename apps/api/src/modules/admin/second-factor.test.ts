import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { TestApp } from '../../test/helper.ts';
import { addOperator, operatorTestApp, totpNow } from '../../test/operator-helpers.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  ({ t, op: root } = await operatorTestApp());
});
afterAll(() => t.close());

const PASSWORD = 'Enrolling-operator-2026';
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url: `/admin/api${url}`, headers: { lang: 'en', ...(token ? { 'x-admin-token': token } : {}) }, payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/admin/api${url}`, headers: { 'x-admin-token': token, lang: 'en' } });
const password = (username: string) => post('/auth/login', { username, password: PASSWORD });
/** The code of the next 30-second step: accepted (one step of drift) and not yet used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('the second factor', () => {
  it('is enrolled at first login: a secret to scan, a first code, then ten recovery codes shown once', async () => {
    await post('/operators', { username: 'new_op', password: PASSWORD, roles: ['support'] }, root);
    const first = (await password('new_op')).json().data;
    expect(first).toMatchObject({ step: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{16,}$/), otpauth_url: expect.stringContaining('otpauth://totp/') });
    // The challenge is no session.
    expect((await get('/auth/me', first.challenge)).statusCode).toBe(401);
    const wrong = await post('/auth/second-factor', { challenge: first.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'SECOND_FACTOR_INVALID', msg: 'The code is not valid or has expired' });
    // A recovery code cannot stand in for enrolment.
    expect((await post('/auth/second-factor', { challenge: first.challenge, recovery_code: 'AAAA-BBBB-CCCC-DDDD' })).statusCode).toBe(401);
    const done = await post('/auth/second-factor', { challenge: first.challenge, code: await totpNow(first.secret) });
    expect(done.statusCode, done.body).toBe(200);
    const { token, recovery_codes } = done.json().data;
    expect(recovery_codes).toHaveLength(10);
    expect((await get('/auth/me', token)).json().data).toMatchObject({ username: 'new_op', roles: ['support'] });
    // The challenge cannot be used twice.
    expect((await post('/auth/second-factor', { challenge: first.challenge, code: await nextCode(first.secret) })).statusCode).toBe(401);

    // From now on: a code at every login; the same code never twice; each recovery code once.
    const again = (await password('new_op')).json().data;
    expect(again).toEqual({ step: 'totp', challenge: expect.any(String) });
    expect((await post('/auth/second-factor', { challenge: again.challenge, code: await totpNow(first.secret) })).statusCode).toBe(401);
    expect((await post('/auth/second-factor', { challenge: again.challenge, code: await nextCode(first.secret) })).statusCode).toBe(200);
    const third = (await password('new_op')).json().data;
    expect((await post('/auth/second-factor', { challenge: third.challenge, recovery_code: recovery_codes[0].toLowerCase() })).statusCode).toBe(200);
    const fourth = (await password('new_op')).json().data;
    expect((await post('/auth/second-factor', { challenge: fourth.challenge, recovery_code: recovery_codes[0] })).statusCode).toBe(401);
    expect((await post('/auth/second-factor', { challenge: fourth.challenge, recovery_code: recovery_codes[1] })).statusCode).toBe(200);

    const audit = (await get('/audit-log?size=50', root)).json().data.list as { action: string; target: string; detail: Record<string, unknown> }[];
    const mine = audit.filter((a) => a.target === 'new_op').map((a) => a.action);
    expect(mine).toEqual(expect.arrayContaining(['operator.second_factor_enrolled', 'operator.second_factor_failed', 'operator.login', 'operator.password_ok']));
    expect(audit.find((a) => a.target === 'new_op' && a.action === 'operator.login' && a.detail['factor'] === 'recovery_code')).toBeDefined();
  });

  it('ends the challenge after five wrong codes, and locks the operator’s second step however many challenges they start', async () => {
    await post('/operators', { username: 'guessing_op', password: PASSWORD, roles: ['markets'] }, root);
    const first = (await password('guessing_op')).json().data;
    for (let i = 0; i < 4; i++) expect((await post('/auth/second-factor', { challenge: first.challenge, code: '123456' })).statusCode).toBe(401);
    const fifth = await post('/auth/second-factor', { challenge: first.challenge, code: '123456' });
    expect(fifth.json().error).toBe('ACCOUNT_LOCKED');
    expect((await post('/auth/second-factor', { challenge: first.challenge, code: await totpNow(first.secret) })).json().error).toBe('ACCOUNT_LOCKED');
    // A fresh challenge does not reset the count: the right code is refused while locked.
    const again = (await password('guessing_op')).json().data;
    expect((await post('/auth/second-factor', { challenge: again.challenge, code: await totpNow(first.secret) })).json().error).toBe('ACCOUNT_LOCKED');
  });

  it('can be reset by an administrator (audited): sessions end, and the next login enrols again', async () => {
    const token = await addOperator(t, root, 'lost_phone_op', ['finance'], PASSWORD);
    const id = (await get('/auth/me', token)).json().data.id;
    const support = await addOperator(t, root, 'not_admin_op', ['support', 'compliance', 'finance', 'markets']);
    expect((await post(`/operators/${id}/reset-second-factor`, {}, support)).statusCode).toBe(403);
    const reset = await post(`/operators/${id}/reset-second-factor`, {}, root);
    expect(reset.json().data).toMatchObject({ username: 'lost_phone_op', two_factor: false });
    expect((await get('/auth/me', token)).statusCode).toBe(401);
    expect((await password('lost_phone_op')).json().data.step).toBe('enroll');
    const audit = (await get('/audit-log?size=20', root)).json().data.list as { action: string; target: string; operator: string }[];
    expect(audit.find((a) => a.action === 'operator.second_factor_reset')).toMatchObject({ target: `operator:${id}`, operator: 'test_op' });
  });
});

describe('operator sessions', () => {
  it('are listed (own, or everyone’s for an administrator) and can be ended', async () => {
    const a = await addOperator(t, root, 'session_op', ['support'], PASSWORD);
    const mine = (await get('/auth/sessions', a)).json().data as { id: number; username: string; current: boolean }[];
    expect(mine.every((s) => s.username === 'session_op')).toBe(true);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const all = (await get('/auth/sessions', root)).json().data as { id: number; username: string }[];
    expect(new Set(all.map((s) => s.username))).toContain('session_op');
    // Someone else's session: not theirs to end unless administrator.
    const rootSession = all.find((s) => s.username === 'test_op')!;
    expect((await post(`/auth/sessions/${rootSession.id}/revoke`, {}, a)).statusCode).toBe(404);
    const target = all.find((s) => s.username === 'session_op')!;
    expect((await post(`/auth/sessions/${target.id}/revoke`, {}, root)).statusCode).toBe(200);
    expect((await get('/auth/me', a)).statusCode).toBe(401);
  });
});
