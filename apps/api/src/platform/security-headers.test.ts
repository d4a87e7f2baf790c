import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_BOOT_SCRIPT } from '@meridian/contract/web-boot';
import { buildTestApp, type TestApp } from '../test/helper.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await buildTestApp();
  proxied = await buildTestApp({ TRUST_PROXY: '1', KF_URL: 'https://chat.example.test/room?x=1' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('security headers', () => {
  it('every answer carries a CSP that allows no inline script but one named by its hash, and no framing', async () => {
    for (const url of ['/api/stock/getconfig', '/api/no-such-route', '/']) {
      const res = await direct.app.inject({ method: 'GET', url });
      const policy = csp(res.headers);
      expect(policy, url).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
      // The hash is the phone app's boot script's, as the web build writes it into the page
      // (launch.test.ts checks the page holds exactly that text).
      expect(policy, url).toContain(`'sha256-${createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64')}'`);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("frame-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the configured customer-service chat may be framed, nothing else', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/stock/getconfig' });
    expect(csp(res.headers)).toContain('frame-src https://chat.example.test;');
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/api/stock/getconfig' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forgedDirect = await direct.app.inject({ method: 'GET', url: '/api/stock/getconfig', headers: { 'x-forwarded-proto': 'https' } });
    expect(forgedDirect.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await proxied.app.inject({ method: 'GET', url: '/api/stock/getconfig', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  // The CSP above allows one inline script, by its hash: the built entry pages may hold no other
  // (the web page's boot script is that one; its launch screen is styles and an image only), nor
  // an inline event handler.
  for (const app of ['web', 'admin']) {
    const index = path.resolve(import.meta.dirname, `../../../${app}/dist/index.html`);
    it.skipIf(!existsSync(index))(`the built ${app} entry page holds no inline script the CSP does not name`, async () => {
      const policy = csp((await direct.app.inject({ method: 'GET', url: '/api/stock/getconfig' })).headers);
      const html = readFileSync(index, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body = ''] of scripts) {
        if (/\bsrc=/.test(attrs ?? '')) expect(body.trim()).toBe('');
        else expect(policy, `${app}: ${body.slice(0, 80)}`).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });
  }
});
