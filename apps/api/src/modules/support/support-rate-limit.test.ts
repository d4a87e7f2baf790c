import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_PER_MINUTE } from '@meridian/contract/support';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (token: string, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/support/messages', headers: { token, lang: 'en' }, payload: { body } });

describe('writing to support', () => {
  it(`is limited to ${SUPPORT_PER_MINUTE} lines a minute per user, not per address`, async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    for (let i = 0; i < SUPPORT_PER_MINUTE; i++) expect((await post(a.token, `line ${i}`)).statusCode).toBe(200);
    const over = await post(a.token, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'RATE_LIMITED', data: null });
    expect(over.json().msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    // Same address (inject), other user: not limited.
    expect((await post(b.token, 'hello')).statusCode).toBe(200);
    const lines = (await t.app.inject({ method: 'GET', url: '/api/support/messages?limit=100', headers: { token: a.token } })).json().data.list;
    expect(lines).toHaveLength(SUPPORT_PER_MINUTE);
  });

  it('asks for a session before counting', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/support/messages', payload: { body: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});
