import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let token: string;
const PASSWORD = 'Operator-pass-2026';

beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true', OPERATOR_USERNAME: 'market_op', OPERATOR_PASSWORD: PASSWORD });
  await t.services.admin.ensureFirstOperator();
  token = await operatorLogin(t.app, 'market_op', PASSWORD);
});
afterAll(() => t.close());

/** `tok: null` sends no operator header at all. */
const admin = (method: 'GET' | 'POST', url: string, payload?: object, tok: string | null = token) =>
  t.app.inject({ method, url: `/admin/api${url}`, headers: { lang: 'en', ...(tok ? { 'x-admin-token': tok } : {}) }, ...(payload ? { payload } : {}) });
const quote = async (code: string) => (await t.app.inject({ method: 'GET', url: `/api/market/quote/${code}` })).json().data;

describe('halting an instrument', () => {
  it('is refused to users and to anonymous callers', async () => {
    const user = await t.signUp();
    for (const tok of [user.token, null, 'forged']) {
      expect((await admin('POST', '/instruments/600519/halt', { reason: 'x' }, tok)).statusCode).toBe(401);
      expect((await admin('GET', '/instruments', undefined, tok)).statusCode).toBe(401);
    }
    expect((await quote('600519')).halted).toBe(false);
  });

  it('stops its ticks for everyone, shows in its quote, and is audited', async () => {
    const res = await admin('POST', '/instruments/600519/halt', { reason: 'Pending announcement' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: '600519', halted: true, halt_reason: 'Pending announcement' });

    const before = await quote('600519');
    expect(before).toMatchObject({ halted: true, halt_reason: 'Pending announcement' });
    t.services.market.step(20);
    const after = await quote('600519');
    expect(after.price).toBe(before.price);
    expect(after.volume).toBe(before.volume);
    expect((await quote('601398')).volume).toBeGreaterThan(0); // the rest of the market trades on

    const log = (await admin('GET', '/audit-log')).json().data.list;
    expect(log[0]).toMatchObject({ operator: 'market_op', action: 'instrument.halt', target: '600519', detail: { reason: 'Pending announcement' } });
  });

  it('cannot be done twice, needs a reason, and does not apply to indices or unknown codes', async () => {
    expect((await admin('POST', '/instruments/600519/halt', { reason: 'again' })).json().error).toBe('CONFLICT');
    expect((await admin('POST', '/instruments/600036/halt', { reason: '   ' })).json().error).toBe('VALIDATION_FAILED');
    expect((await admin('POST', '/instruments/600036/halt', {})).statusCode).toBe(400);
    expect((await admin('POST', '/instruments/sh000001/halt', { reason: 'no' })).statusCode).toBe(422);
    expect((await admin('POST', '/instruments/999999/halt', { reason: 'no' })).statusCode).toBe(404);
  });

  it('is listed for operators with its state, searchable', async () => {
    const list = (await admin('GET', '/instruments?search=gzmt')).json().data;
    expect(list.list[0]).toMatchObject({ code: '600519', halted: true, halt_reason: 'Pending announcement' });
    const first = (await admin('GET', '/instruments?page=1&size=5')).json().data;
    expect(first.total).toBeGreaterThanOrEqual(304);
    expect(first.list[0]).toMatchObject({ code: '600519', halted: true }); // halted ones first
  });

  it('is lifted by resume, audited, after which the instrument trades again', async () => {
    const res = await admin('POST', '/instruments/600519/resume');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ halted: false, halt_reason: null, halted_at: null });
    const before = await quote('600519');
    t.services.market.step(100);
    expect((await quote('600519')).volume).toBeGreaterThan(before.volume);
    const log = (await admin('GET', '/audit-log')).json().data.list;
    expect(log[0]).toMatchObject({ action: 'instrument.resume', target: '600519', detail: { halt_reason: 'Pending announcement' } });
    expect((await admin('POST', '/instruments/600519/resume')).json().error).toBe('CONFLICT');
  });
});
