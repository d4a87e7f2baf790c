import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { operatorTestApp, TEST_OPERATOR } from '../test/operator-helpers.ts';
import type { TestApp } from '../test/helper.ts';

/** TRUST_PROXY forms, each checked by the address the server records for an operator login. */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function seenAddress(trustProxy: string, request: { remoteAddress: string; forwardedFor?: string }): Promise<string> {
  const { t, op } = await operatorTestApp({ TRUST_PROXY: trustProxy });
  apps.push(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/admin/api/auth/login',
    remoteAddress: request.remoteAddress,
    headers: request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {},
    payload: TEST_OPERATOR,
  });
  expect(login.statusCode).toBe(200);
  const log = await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=1', headers: { 'x-admin-token': op } });
  return log.json().data.list[0].ip as string;
}

describe('TRUST_PROXY', () => {
  it('parses true/false, a hop count and a list of addresses and ranges; refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.300', '1.2.3.4,', 'example.com', '::1/129', '999']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it('false: X-Forwarded-For is ignored', async () => {
    expect(await seenAddress('false', { remoteAddress: '198.51.100.1', forwardedFor: '203.0.113.7' })).toBe('198.51.100.1');
  });

  it('true: the left-most forwarded address is taken', async () => {
    expect(await seenAddress('true', { remoteAddress: '10.0.0.2', forwardedFor: '203.0.113.7, 10.0.0.9' })).toBe('203.0.113.7');
  });

  it('a hop count: that many proxies are trusted, so a forged left part is ignored', async () => {
    expect(await seenAddress('1', { remoteAddress: '10.0.0.2', forwardedFor: '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
  });

  it('a list: only the named proxies may forward, a client elsewhere cannot name its own address', async () => {
    expect(await seenAddress('10.0.0.0/8,127.0.0.1', { remoteAddress: '10.1.2.3', forwardedFor: '6.6.6.6, 203.0.113.7, 10.9.9.9' })).toBe('203.0.113.7');
    expect(await seenAddress('10.0.0.0/8', { remoteAddress: '198.51.100.1', forwardedFor: '203.0.113.7' })).toBe('198.51.100.1');
  });
});
