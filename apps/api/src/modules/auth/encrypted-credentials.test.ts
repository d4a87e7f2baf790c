import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import forge from 'node-forge';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await buildTestApp();
  user = await t.signUp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { lang: 'en' } });

describe('credentials travel only RSA-encrypted', () => {
  it('refuses plain-text credentials on login and register without reading them', async () => {
    for (const url of ['/api/user/login', '/api/user/register']) {
      const res = await post(url, { username: user.username, password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'ENCRYPTION_REQUIRED', data: null });
    }
  });

  it('answers every undecryptable query with one identical answer', async () => {
    const otherKey = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const wrongKey = Buffer.from(otherKey.publicKey.encrypt('{"username":"a","password":"b"}', 'RSAES-PKCS1-V1_5'), 'binary').toString('base64');
    const good = Buffer.from(t.encrypt({ username: user.username, password: GOOD_PASSWORD }), 'base64');
    const truncated = good.subarray(0, 100).toString('base64');
    const flipped = Buffer.from(good);
    flipped[5] = flipped[5]! ^ 0xff;
    const notJson = t.encrypt('just a string').replace(/^/, '');
    const queries = ['not base64 at all!!', 'AAAA', wrongKey, truncated, flipped.toString('base64'), Buffer.alloc(128 * 65).toString('base64')];
    const answers = [];
    for (const query of queries) {
      const res = await post('/api/user/login', { query });
      answers.push({ status: res.statusCode, body: res.body });
    }
    const plainString = await post('/api/user/login', { query: notJson });
    answers.push({ status: plainString.statusCode, body: plainString.body });
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(400);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ error: 'UNREADABLE_QUERY', data: null });
  });

  it('refuses a missing query and an oversized body', async () => {
    const missing = await post('/api/user/login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('VALIDATION_FAILED');
    const huge = await post('/api/user/login', { query: 'A'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().data).toBeNull();
  });
});
