import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { cacheControlFor } from './static.ts';

let t: TestApp;
const web = path.join(mkdtempSync(path.join(tmpdir(), 'dist-')), 'web');
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const HASHED = 'assets/index-D39a4QUj.js';

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), `<html>${'phone app '.repeat(200)}</html>`);
  writeFileSync(path.join(web, 'index.html.br'), brotliCompressSync(`<html>${'phone app '.repeat(200)}</html>`));
  writeFileSync(path.join(web, HASHED), script);
  // The build's pre-compressed copies; marked so the test can tell them from on-the-fly output.
  writeFileSync(path.join(web, `${HASHED}.br`), brotliCompressSync(`${script}//br`));
  writeFileSync(path.join(web, `${HASHED}.gz`), gzipSync(`${script}//gz`));
  writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(web, 'icon-192.png'), Buffer.alloc(4096, 7));
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('compressed and cached answers', () => {
  it('serves the build’s Brotli file to a browser that accepts it', async () => {
    const res = await get(`/www/${HASHED}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${script}//br`);
  });

  it('serves the gzip file when Brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get(`/www/${HASHED}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);
    const plain = await get(`/www/${HASHED}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const none = await get(`/www/${HASHED}`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(script);
  });

  it('caches hashed assets for a year, and makes the browser revalidate the entry page and service worker', async () => {
    for (const enc of ['br', 'gzip', 'identity']) {
      expect((await get(`/www/${HASHED}`, enc)).headers['cache-control'], enc).toBe('public, max-age=31536000, immutable');
    }
    const sw = await get('/www/sw.js', 'br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect((await get('/home', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/www/icon-192.png')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a client route with the build’s compressed entry page, never cached', async () => {
    const page = await get('/market', 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('phone app');
    const plain = await get('/market');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('phone app');
  });

  it('compresses API answers above 1 KB on the fly, and leaves small ones alone', async () => {
    const list = await get('/api/market/quotes?page=1&size=50', 'gzip');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toMatchObject({ code: 1 });
    const small = await get('/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const plain = await get('/api/market/quotes?page=1&size=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ code: 1 });
  });

  it('does not compress images', async () => {
    const res = await get('/www/icon-192.png', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});

describe('cache policy by file name', () => {
  it('tells hashed build files from fixed names', () => {
    expect(cacheControlFor('/srv/web/assets/login-page-CFe5Pb7H.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/web/assets/index-BL45k0lH.css.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/web/sw.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/push-sw.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/manifest.webmanifest')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/workbox-8c29f6e4.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/favicon.svg')).toBe('public, max-age=3600');
  });
});
