import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('gives every answer a request id, keeping a well-formed one the caller sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-12345678' } });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents the API with OpenAPI at /docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/user/register', '/api/stock/getconfig', '/api/user/editAvatar']));
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers malformed JSON with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: '{"query":', headers: { 'content-type': 'application/json', lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: 'BAD_REQUEST' });
  });
});
