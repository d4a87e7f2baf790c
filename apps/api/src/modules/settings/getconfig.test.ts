import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey } from 'node:crypto';
import { publicConfig } from '@meridian/contract/config';
import { LANGS } from '@meridian/contract/languages';
import { DEMO_INVITE_CODE, DEMO_PAY_PASSWORD, DEMO_USER } from '../../db/seed/demo.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ KF_URL: 'https://support.example.test/chat' });
});
afterAll(() => t.close());

describe('GET /api/stock/getconfig', () => {
  it('answers the public configuration in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stock/getconfig' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    const data = publicConfig.parse(body.data);
    expect(data.kf_url).toBe('https://support.example.test/chat');
    expect(data.languages).toEqual([...LANGS]);
    expect(data.default_lang).toBe('de');
    expect(data.min_withdraw).toBe('100.00');
    expect(data.simulated).toBe(true);
  });

  it('names the demo account and invitation code only in demo mode', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/stock/getconfig' })).json();
    expect(data).toMatchObject({ demo: false, demo_access: null });
    const demo = await buildTestApp({ DEMO: 'true' });
    try {
      const shown = publicConfig.parse((await demo.app.inject({ method: 'GET', url: '/api/stock/getconfig' })).json().data);
      expect(shown.demo_access).toEqual({ username: DEMO_USER.username, password: DEMO_USER.password, pay_password: DEMO_PAY_PASSWORD, invite_code: DEMO_INVITE_CODE });
    } finally {
      await demo.close();
    }
  });

  it('publishes a 1024-bit RSA key with exponent 65537', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/stock/getconfig' })).json();
    const jwk = createPublicKey(data.public_key).export({ format: 'jwk' });
    expect(Buffer.from(jwk.n!, 'base64url').length).toBe(128);
    expect(Buffer.from(jwk.e!, 'base64url').readUIntBE(0, 3)).toBe(65537);
  });

  it('translates the message into the language of the request', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/stock/getconfig', headers: { lang: 'zh_cn' } });
    const de = await t.app.inject({ method: 'GET', url: '/api/stock/getconfig', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(zh.json().msg).not.toBe(de.json().msg);
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers unknown API paths with the 404 envelope, never data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null, error: 'NOT_FOUND', msg: 'Not found' });
  });
});
