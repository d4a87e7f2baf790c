import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/helper.ts';
import { routeTable, type RouteKey } from './platform/access.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

/**
 * Walks the whole route table: under `/api` and `/admin/api`, a route that is not on the public
 * list must refuse a caller without a session (and one with a made-up token) before doing anything.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEMO: 'true' });
});
afterAll(() => t.close());

const guardedPrefix = (url: string) => url === '/api' || url.startsWith('/api/') || url === '/admin/api' || url.startsWith('/admin/api/');
const sample = (url: string) =>
  url.replace(/:code/g, '600519').replace(/:file/g, `${'a'.repeat(32)}.png`).replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

describe('every route under /api and /admin/api', () => {
  it('is either on the public list or refuses an anonymous caller with 401', async () => {
    const routes = routeTable(t.app).filter((r) => guardedPrefix(r.url) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(100);
    const open: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}` as RouteKey;
      if (PUBLIC_ROUTES.has(key)) continue;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const headers of [{}, { token: 'not-a-session', 'x-admin-token': 'not-a-session' }]) {
        const res = await t.app.inject({ method: route.method as 'GET', url: sample(route.url), payload: body, headers });
        if (res.statusCode !== 401 || res.json().error !== 'UNAUTHORIZED' || !route.guarded) open.push(`${key} → ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('has no stale entry on the public list', () => {
    const registered = new Set(routeTable(t.app).map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC_ROUTES].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('public routes answer without a session', async () => {
    for (const url of ['/api/stock/getconfig', '/api/market/indices', '/api/news', '/api/ipo/issues']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
