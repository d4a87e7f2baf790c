import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo } from '@meridian/contract/auth';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/info', () => {
  it('answers the profile of the session owner only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const resA = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: a.token } });
    const resB = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: b.token } });
    expect(userInfo.parse(resA.json().data).username).toBe(a.username);
    expect(resB.json().data.username).toBe(b.username);
  });

  it('saves the language given in `lang` and refuses an unknown one', async () => {
    const u = await t.signUp();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/info?lang=sv', headers: { token: u.token } });
    expect(res.json().data.lang).toBe('sv');
    const after = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: u.token } });
    expect(after.json().data.lang).toBe('sv');
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/info?lang=klingon', headers: { token: u.token, lang: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', data: null });
    expect(bad.json().msg).toContain('lang');
  });
});
