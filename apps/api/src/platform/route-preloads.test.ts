import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { WEB_BOOT_ROUTE_ATTRIBUTE, WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let t: TestApp;
const web = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
// Long enough that compression applies (above 1 KB), as a real entry page is.
const INDEX = `<!doctype html><html><head><title>app</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div><script data-entry="/www/assets/index-1.js" data-files="/www/assets/shell-1.js" ${WEB_BOOT_ROUTE_ATTRIBUTE}>${WEB_BOOT_SCRIPT}</script></body></html>`;

function writeBuild(routes: Record<string, string[]>) {
  writeFileSync(path.join(web, 'index.html'), INDEX);
  writeFileSync(
    path.join(web, 'route-preloads.json'),
    JSON.stringify({ routes, locales: { de: ['/www/assets/locale-de-1.js'], en: ['/www/assets/locale-en-1.js'] } }),
  );
}

beforeAll(async () => {
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeBuild({
    '/home': ['/www/assets/home-1.js', '/www/assets/home-1.css'],
    '/loans/:id': ['/www/assets/loan-detail-1.js'],
    '/loans/apply': ['/www/assets/loan-apply-1.js'],
    '/bankIn/:type?': ['/www/assets/bank-in-1.js'],
  });
  t = await buildTestApp({ WEB_DIST: web });
});
afterAll(() => t.close());

const page = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** The route's files, as the page tells its boot script of them (`data-route`). */
const preloads = (html: string) => /<script data-entry="[^"]*" data-files="[^"]*" data-route="([^"]*)">/.exec(html)?.[1]?.split(' ').filter(Boolean);

describe("a client route's page announces the files its screen needs", () => {
  it("tells the boot script of the route's scripts and styles, then the reader's text tables, and changes nothing else", async () => {
    const html = await page('/home', 'Local_Lang=en');
    expect(preloads(html)).toEqual(['/www/assets/home-1.js', '/www/assets/home-1.css', '/www/assets/locale-en-1.js']);
    expect(html.replace(/ data-route="[^"]*"/, ` ${WEB_BOOT_ROUTE_ATTRIBUTE}`)).toBe(INDEX);
    // The script's text is untouched, so the CSP's hash still names it.
    expect(html).toContain(`>${WEB_BOOT_SCRIPT}</script>`);
  });

  it('matches routes with parameters, and prefers a fixed route over a parameter', async () => {
    expect(preloads(await page('/loans/17'))).toContain('/www/assets/loan-detail-1.js');
    expect(preloads(await page('/loans/apply'))).toEqual(['/www/assets/loan-apply-1.js', '/www/assets/locale-de-1.js']);
    expect(preloads(await page('/bankIn'))).toContain('/www/assets/bank-in-1.js');
    expect(preloads(await page('/bankIn/fast?x=1'))).toContain('/www/assets/bank-in-1.js');
  });

  it('takes German without a language cookie or with one the app does not know, and never echoes the cookie', async () => {
    expect(preloads(await page('/home'))).toContain('/www/assets/locale-de-1.js');
    const html = await page('/home', 'Local_Lang="><script>alert(1)</script>');
    expect(preloads(html)).toContain('/www/assets/locale-de-1.js');
    expect(html).not.toContain('alert(1)');
  });

  it('an unknown path gets the plain page with the text tables only (the app shows its not-found screen)', async () => {
    expect(preloads(await page('/no/such/screen', 'Local_Lang=en'))).toEqual(['/www/assets/locale-en-1.js']);
  });

  it('is compressed for a browser that accepts it, and never cached', async () => {
    const inject = (encoding: string) => t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': encoding } });
    const br = await inject('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/www/assets/home-1.js');
    const gzip = await inject('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('/www/assets/home-1.js');
    const plain = await inject('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/www/assets/home-1.js');
  });

  it('sends the plain page while a build has left the list unreadable', async () => {
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(path.join(web, 'route-preloads.json'), '{"routes": {');
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('follows a new build without a restart', async () => {
    // A new build writes new files; the modification time is what tells the server.
    await new Promise((r) => setTimeout(r, 20));
    writeBuild({ '/home': ['/www/assets/home-2.js'] });
    const html = await page('/home', 'Local_Lang=en');
    expect(preloads(html)).toEqual(['/www/assets/home-2.js', '/www/assets/locale-en-1.js']);
  });
});
