import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'kf_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'kf_op', 'Operator-pass-2026'));
});
afterAll(() => t.close());

const put = (kf_url: unknown, headers: Record<string, string> = { 'x-admin-token': op }) =>
  t.app.inject({ method: 'PUT', url: '/admin/api/settings/kf-url', headers: { lang: 'en', ...headers }, payload: { kf_url } });
const publicKf = async () => (await t.app.inject({ method: 'GET', url: '/api/stock/getconfig' })).json().data.kf_url;

describe('the external support URL', () => {
  it('is set by an operator, seen by getconfig, cleared again, and audited', async () => {
    expect(await publicKf()).toBe('');
    const set = await put('https://help.example.test/chat?x=1');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ kf_url: 'https://help.example.test/chat?x=1' });
    expect(await publicKf()).toBe('https://help.example.test/chat?x=1');
    const read = await t.app.inject({ method: 'GET', url: '/admin/api/settings/kf-url', headers: { 'x-admin-token': op } });
    expect(read.json().data).toEqual({ kf_url: 'https://help.example.test/chat?x=1' });

    expect((await put('')).json().data).toEqual({ kf_url: '' });
    expect(await publicKf()).toBe('');

    const log = (await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': op } })).json().data.list;
    const lines = log.filter((e: { action: string }) => e.action === 'settings.kf_url').map((e: { detail: object }) => e.detail);
    expect(lines).toEqual([
      { from: 'https://help.example.test/chat?x=1', to: '' },
      { from: '', to: 'https://help.example.test/chat?x=1' },
    ]);
  });

  it('must be empty or an https URL; anything else changes nothing', async () => {
    await put('https://keep.example.test/');
    for (const bad of ['http://plain.example.test/', 'javascript:alert(1)', 'not a url', 'ftp://x.example.test', ' ', `https://x.example.test/${'a'.repeat(600)}`, 42, null]) {
      const res = await put(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', data: null });
    }
    expect((await put('ftp://x', { 'x-admin-token': op, lang: 'ru' })).json().msg).toBe('Проверьте следующие поля: kf_url');
    expect(await publicKf()).toBe('https://keep.example.test/');
  });

  it('cannot be changed without an operator session', async () => {
    const u = await t.signUp();
    expect((await put('https://evil.example.test/', { token: u.token })).statusCode).toBe(401);
    expect((await put('https://evil.example.test/', {})).statusCode).toBe(401);
    expect(await publicKf()).not.toBe('https://evil.example.test/');
  });
});
