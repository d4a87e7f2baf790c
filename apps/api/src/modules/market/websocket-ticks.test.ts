import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { tick } from '@meridian/contract/market';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true', OPERATOR_USERNAME: 'ws_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
});
afterAll(() => t.close());

type Frame = Record<string, unknown>;
async function connect() {
  const seen: Frame[] = [];
  const ws: WebSocket = await t.app.injectWS('/api/ws', {}, { onInit: (socket) => void socket.on('message', (raw: Buffer) => seen.push(JSON.parse(raw.toString()) as Frame)) });
  const next = (test: (f: Frame) => boolean, ms = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const found = seen.find(test);
        if (found) return resolve(found);
        if (Date.now() - started > ms) return reject(new Error(`no frame matched; seen ${JSON.stringify(seen).slice(0, 500)}`));
        setTimeout(poll, 10);
      };
      poll();
    });
  return { ws, seen, next };
}
const settle = () => new Promise((r) => setTimeout(r, 100));
const ticksOf = (seen: Frame[], code: string) => seen.filter((f) => f['type'] === 'tick' && (f['data'] as { code: string }).code === code);

describe('quotes over the WebSocket', () => {
  it('delivers ticks of subscribed codes after a step, in the contract shape', async () => {
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['600519', 'sh000001'] }));
    expect(await next((f) => f['type'] === 'ack')).toMatchObject({ op: 'sub', codes: ['600519', 'sh000001'] });
    t.services.market.step(100);
    const frame = await next((f) => f['type'] === 'tick' && (f['data'] as { code: string }).code === '600519');
    expect(tick.parse(frame['data'])).toMatchObject({ code: '600519', halted: false });
    await next((f) => f['type'] === 'tick' && (f['data'] as { code: string }).code === 'sh000001');
    expect(seen.filter((f) => f['type'] === 'tick').every((f) => ['600519', 'sh000001'].includes((f['data'] as { code: string }).code))).toBe(true);
    ws.terminate();
  });

  it('stops after unsubscribe', async () => {
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['601398'] }));
    await next((f) => f['type'] === 'ack');
    t.services.market.step(20);
    await next((f) => f['type'] === 'tick');
    ws.send(JSON.stringify({ op: 'unsub', codes: ['601398'] }));
    await next((f) => f['type'] === 'ack' && f['op'] === 'unsub');
    const count = ticksOf(seen, '601398').length;
    t.services.market.step(5);
    await settle();
    expect(ticksOf(seen, '601398').length).toBe(count);
    ws.terminate();
  });

  it('refuses unknown codes by name and keeps the known ones', async () => {
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['600519', '999999', 'NOPE'] }));
    expect(await next((f) => f['type'] === 'error')).toMatchObject({ error: 'UNKNOWN_CODE', codes: ['999999', 'NOPE'] });
    expect(await next((f) => f['type'] === 'ack')).toMatchObject({ op: 'sub', codes: ['600519'] });
    ws.terminate();
  });

  it('sends a halted tick when operators halt a subscribed code', async () => {
    const { ws, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['000001'] }));
    await next((f) => f['type'] === 'ack');
    await t.services.admin.ensureFirstOperator();
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/auth/login', payload: { username: 'ws_op', password: 'Operator-pass-2026' } });
    const halt = await t.app.inject({
      method: 'POST',
      url: '/admin/api/instruments/000001/halt',
      headers: { 'x-admin-token': login.json().data.token },
      payload: { reason: 'test' },
    });
    expect(halt.statusCode).toBe(200);
    expect(await next((f) => f['type'] === 'tick' && (f['data'] as { halted: boolean }).halted)).toMatchObject({ data: { code: '000001', halted: true } });
    ws.terminate();
  });
});
