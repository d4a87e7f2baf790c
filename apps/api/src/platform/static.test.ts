import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
const web = path.join(dist, 'web');
const admin = path.join(dist, 'admin');

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(path.join(admin, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<html>phone app</html>');
  writeFileSync(path.join(web, 'build.json'), JSON.stringify({ build_id: 'b-123', version: '0.1.0' }));
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(admin, 'index.html'), '<html>back office</html>');
  t = await buildTestApp({ WEB_DIST: web, ADMIN_DIST: admin });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built apps', () => {
  it('answers every client route of the phone app with its index page, and assets under /www/', async () => {
    for (const url of ['/', '/home', '/stockInfo/12', '/bankIn/fast']) expect((await get(url)).body, url).toBe('<html>phone app</html>');
    expect((await get('/www/assets/app.js')).body).toBe('console.log(1)');
    expect((await get('/api/stock/getconfig')).json().data.build_id).toBe('b-123');
  });

  it('answers the back office under /admin/, deep links included', async () => {
    for (const url of ['/admin', '/admin/', '/admin/invite-codes', '/admin/identity/4']) expect((await get(url)).body, url).toBe('<html>back office</html>');
  });

  it('serves files of a newer build without a restart', async () => {
    writeFileSync(path.join(web, 'assets', 'later.js'), 'later()');
    writeFileSync(path.join(admin, 'assets', 'later.js'), 'adminLater()');
    expect((await get('/www/assets/later.js')).body).toBe('later()');
    expect((await get('/admin/assets/later.js')).body).toBe('adminLater()');
  });

  it('answers HEAD on the client routes as GET would, without the body (link checkers and monitors ask so)', async () => {
    for (const url of ['/', '/market', '/admin/identity/4']) {
      const [head, full] = [await t.app.inject({ method: 'HEAD', url }), await get(url)];
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(full.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it('keeps API misses as JSON 404s, never the index page', async () => {
    for (const url of ['/api/nothing', '/admin/api/nothing', '/www/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ data: null, error: 'NOT_FOUND' });
    }
  });
});
