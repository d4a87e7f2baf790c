import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/favourites${url}`, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('favourites belong to one user', () => {
  it('another user can neither read nor change them, even with their ids', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const group = (await call(a.token, 'POST', '/groups', { name: 'Banks' })).json().data;
    expect((await call(a.token, 'POST', '/', { code: '600036', group_id: group.id })).statusCode).toBe(200);
    expect((await call(a.token, 'POST', '/', { code: '000001' })).statusCode).toBe(200);
    const before = (await call(a.token, 'GET', '/')).json().data;

    // B with A's group id: not found, never "forbidden", so B learns nothing about A's ids.
    for (const [method, url, payload] of [
      ['GET', `/?group_id=${group.id}`, undefined],
      ['PUT', `/groups/${group.id}`, { name: 'Mine now' }],
      ['DELETE', `/groups/${group.id}`, undefined],
      ['POST', '/', { code: '600519', group_id: group.id }],
      ['DELETE', `/600036?group_id=${group.id}`, undefined],
    ] as const) {
      const res = await call(b.token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', data: null, msg: 'Not found' });
    }
    // Removing "everywhere" only ever touches B's own rows.
    expect((await call(b.token, 'DELETE', '/600036')).json().data).toEqual({ removed: 0 });
    expect((await call(b.token, 'GET', '/check/600036')).json().data).toEqual({ code: '600036', favourite: false, group_ids: [] });
    const bGroups = (await call(b.token, 'GET', '/groups')).json().data;
    expect(bGroups.map((g: { id: number }) => g.id)).not.toContain(group.id);
    expect((await call(b.token, 'GET', '/')).json().data.list).toEqual([]);

    // A's favourites and group are exactly as before.
    expect((await call(a.token, 'GET', '/')).json().data).toEqual(before);
    const aGroups = (await call(a.token, 'GET', '/groups')).json().data;
    expect(aGroups.find((g: { id: number }) => g.id === group.id)).toMatchObject({ name: 'Banks', count: 1 });
  });

  it('need a session', async () => {
    for (const url of ['/', '/groups', '/check/600036']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/favourites${url}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED', data: null });
    }
  });
});
