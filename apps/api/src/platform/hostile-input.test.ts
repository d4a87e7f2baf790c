import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

/** Bad input of every kind is a 4xx in the envelope, never a 5xx or the framework's own body. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.signUp()).token;
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code: status, data: null, error });
  expect(typeof (res.json() as { msg: unknown }).msg).toBe('string');
}

describe('NUL and lone surrogates', () => {
  const hostile = ['a\u0000b', 'a\ud800b', '\udfff', 'x'.repeat(10) + '\ud83d'];

  it('are refused in a JSON body, anonymous or signed in', async () => {
    for (const text of hostile) {
      const anon = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { query: text } });
      expectEnvelope(anon, 400, 'INVALID_CHARACTERS');
      const nested = await t.app.inject({ method: 'POST', url: '/api/support/messages', headers: { token }, payload: { body: 'hi', extra: [{ [text]: 1 }] } });
      expectEnvelope(nested, 400, 'INVALID_CHARACTERS');
    }
  });

  it('are refused inside the encrypted credentials of login and register', async () => {
    for (const text of hostile) {
      expectEnvelope(await t.login(`user${text}`, 'Whatever-pass-1'), 400, 'INVALID_CHARACTERS');
      expectEnvelope(await t.register(t.newUser({ username: `u${text}` })), 400, 'INVALID_CHARACTERS');
      expectEnvelope(await t.register(t.newUser({ phone: `+49 151${text}` })), 400, 'INVALID_CHARACTERS');
    }
  });

  it('are refused in the query string, a path parameter and a header', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/market/search?q=a%00b' }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/market/quote/60%000' }), 400, 'INVALID_CHARACTERS');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: `${token}\ud800` } }), 400, 'INVALID_CHARACTERS');
  });

  it('a well-formed pair (an emoji) is fine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/market/search', query: { q: '😀' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('ids in paths and queries', () => {
  it('accept only the canonical spelling of a positive integer', async () => {
    for (const id of ['0x1', '1e0', '1.0', '+1', '%201', '01', '0', '-1', '99999999999999999', '9007199254740993']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/funding/deposits/${id}`, headers: { token } });
      expectEnvelope(res, 400, 'VALIDATION_FAILED');
    }
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/funding/deposits/1', headers: { token } }), 404, 'NOT_FOUND');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/favourites?group_id=0x1', headers: { token } }), 400, 'VALIDATION_FAILED');
  });
});

describe('framework errors', () => {
  it('come back in the envelope, translated', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/news/%E0%A4%A' }), 400, 'BAD_REQUEST');
    expectEnvelope(await t.app.inject({ method: 'GET', url: `/api/news/${'1'.repeat(300)}` }), 414, 'URI_TOO_LONG');
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), 404, 'NOT_FOUND');
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{bad' }),
      400,
      'BAD_REQUEST',
    );
    expectEnvelope(
      await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const english = await t.app.inject({ method: 'GET', url: '/api/news/%', headers: { lang: 'en' } });
    expect(english.json().msg).toBe('The request could not be processed');
  });
});
