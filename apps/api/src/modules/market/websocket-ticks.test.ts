import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { tick } from '@meridian/contract/market';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

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
type Quote = { code: string; halted: boolean };
/** Every quote state received, in order, out of the `ticks` frames. */
const quotes = (seen: Frame[]) => seen.flatMap((f) => (f['type'] === 'ticks' ? (f['data'] as Quote[]) : []));
const ticksOf = (seen: Frame[], code: string) => quotes(seen).filter((q) => q.code === code);
const hasTick = (test: (q: Quote) => boolean) => (f: Frame) => f['type'] === 'ticks' && (f['data'] as Quote[]).some(test);

describe('quotes over the WebSocket', () => {
  it('delivers ticks of subscribed codes after a step, in the contract shape', async () => {
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['600519', 'sh000001'] }));
    expect(await next((f) => f['type'] === 'ack')).toMatchObject({ op: 'sub', codes: ['600519', 'sh000001'] });
    t.services.market.step(100);
    await next(hasTick((q) => q.code === '600519'));
    expect(tick.parse(ticksOf(seen, '600519')[0])).toMatchObject({ code: '600519', halted: false });
    await next(hasTick((q) => q.code === 'sh000001'));
    expect(quotes(seen).every((q) => ['600519', 'sh000001'].includes(q.code))).toBe(true);
    ws.terminate();
  });

  it('stops after unsubscribe', async () => {
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['601398'] }));
    await next((f) => f['type'] === 'ack');
    t.services.market.step(20);
    await next((f) => f['type'] === 'ticks');
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
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: ['000001'] }));
    await next((f) => f['type'] === 'ack');
    await t.services.admin.ensureFirstOperator();
    const opToken = await operatorLogin(t.app, 'ws_op', 'Operator-pass-2026');
    const halt = await t.app.inject({
      method: 'POST',
      url: '/admin/api/instruments/000001/halt',
      headers: { 'x-admin-token': opToken },
      payload: { reason: 'test' },
    });
    expect(halt.statusCode).toBe(200);
    await next(hasTick((q) => q.halted));
    expect(ticksOf(seen, '000001').at(-1)).toMatchObject({ code: '000001', halted: true });
    ws.terminate();
  });
});
