import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket as ServerSocket } from '@fastify/websocket';
import type { WebSocket } from 'ws';
import type { Tick } from '@meridian/contract/market';
import { SH_STOCK, tradingTestApp, type TradingKit } from '../trading/trading-test-kit.ts';
import { TICK_DROP_BYTES } from './hub.ts';

let k: TradingKit;
/** The last state the market published for each code. */
const published = new Map<string, Tick>();
beforeAll(async () => {
  k = await tradingTestApp();
  k.t.ctx.bus.subscribe('tick', (p) => void published.set((p as Tick).code, p as Tick));
});
afterAll(() => k.t.close());

type Frame = { type: string; data?: unknown };
const statesIn = (frames: Frame[]) => frames.flatMap((f) => (f.type === 'ticks' ? (f.data as Tick[]) : []));

/**
 * A real socket through the server, recording every frame; `next` waits for one that matches.
 * `binary` counts binary frames: the web client reads text frames only.
 */
async function connect() {
  const seen: Frame[] = [];
  const binary = { count: 0 };
  const onMessage = (raw: Buffer, isBinary: boolean) => {
    if (isBinary) binary.count += 1;
    seen.push(JSON.parse(raw.toString()) as Frame);
  };
  const ws: WebSocket = await k.t.app.injectWS('/api/ws', {}, { onInit: (s) => void s.on('message', onMessage) });
  const next = (test: (f: Frame) => boolean) => vi.waitFor(() => {
    const found = seen.find(test);
    if (!found) throw new Error(`no frame matched; seen ${JSON.stringify(seen).slice(0, 300)}`);
    return found;
  }, { timeout: 5000, interval: 10 });
  return { ws, seen, next, binary };
}

/** A server-side socket the test controls: `bufferedAmount` is whatever the test says. */
function fakeSocket() {
  const socket = {
    readyState: 1,
    bufferedAmount: 0,
    frames: [] as Frame[],
    send(text: string) {
      socket.frames.push(JSON.parse(text) as Frame);
    },
    close() {
      socket.readyState = 3;
    },
  };
  return socket;
}

const CODES = ['600519', 'sh000001', '000001', '601398'];

describe('quote frames', () => {
  it('carry, in one frame, the latest state of each subscribed code that changed, once each', async () => {
    const { ws, seen, next, binary } = await connect();
    ws.send(JSON.stringify({ op: 'sub', codes: CODES }));
    await next((f) => f.type === 'ack');
    // Three steps before the sender's turn: only the third step's states may go out.
    k.t.services.market.step(3);
    const frame = await next((f) => f.type === 'ticks');
    const states = frame.data as Tick[];
    const codes = states.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(CODES).toContain(code);
    for (const state of states) expect(state).toEqual(published.get(state.code));
    // Nothing but subscribed codes, ever.
    k.t.services.market.step(20);
    await vi.waitFor(() => expect(statesIn(seen).length).toBeGreaterThan(codes.length));
    expect(statesIn(seen).every((s) => CODES.includes(s.code))).toBe(true);
    expect(binary.count).toBe(0);
    ws.terminate();
  });

  it('never carry a code unsubscribed after it changed, nor codes never subscribed', () => {
    const { hub, market } = k.t.services;
    const socket = fakeSocket();
    const client = hub.add(socket as unknown as ServerSocket);
    hub.subscribe(client, CODES);
    market.step(2);
    hub.unsubscribe(client, ['sh000001']);
    hub.flush();
    expect(socket.frames).toHaveLength(1);
    const codes = statesIn(socket.frames).map((s) => s.code);
    expect(codes).not.toContain('sh000001');
    expect(codes.every((c) => CODES.includes(c))).toBe(true);
    hub.remove(client);
  });

  it('give a socket that fell behind only the latest state of each code, not the ticks it missed', () => {
    const { hub, market } = k.t.services;
    const socket = fakeSocket();
    const client = hub.add(socket as unknown as ServerSocket);
    hub.subscribe(client, CODES);
    // The codes that change while it is behind (a step need not move every code).
    const changed = new Set<string>();
    const stop = k.t.ctx.bus.subscribe('tick', (p) => void changed.add((p as Tick).code));
    socket.bufferedAmount = TICK_DROP_BYTES + 1;
    for (let i = 0; i < 30; i += 1) {
      market.step(1);
      hub.flush();
    }
    stop();
    expect(changed.size).toBeGreaterThan(0);
    expect(socket.frames).toEqual([]);
    expect(client.dropped).toBeGreaterThan(0);

    // It reads again: one frame, one state per code that changed, each the latest.
    socket.bufferedAmount = 0;
    hub.flush();
    expect(socket.frames).toHaveLength(1);
    const states = statesIn(socket.frames);
    expect(states.map((s) => s.code).sort()).toEqual(CODES.filter((c) => changed.has(c)).sort());
    for (const state of states) expect(state).toEqual(published.get(state.code));
    // Nothing changed since: nothing more to send.
    hub.flush();
    expect(socket.frames).toHaveLength(1);
    hub.remove(client);
  });

  it('catch up a socket that fell behind on their own once it reads again, with no further tick', async () => {
    const { hub, market } = k.t.services;
    const socket = fakeSocket();
    const client = hub.add(socket as unknown as ServerSocket);
    hub.subscribe(client, CODES);
    socket.bufferedAmount = TICK_DROP_BYTES + 1;
    market.step(5);
    await vi.waitFor(() => expect(client.dropped).toBeGreaterThan(0));
    socket.bufferedAmount = 0;
    await vi.waitFor(() => expect(socket.frames).toHaveLength(1), { timeout: 5000 });
    for (const state of statesIn(socket.frames)) expect(state).toEqual(published.get(state.code));
    hub.remove(client);
  });
});

describe('personal frames', () => {
  it('reach the user at once while quotes flow (an order fill)', async () => {
    const u = await k.trader(2_000_000n);
    const { ws, seen, next } = await connect();
    ws.send(JSON.stringify({ op: 'auth', token: u.token }));
    await next((f) => f.type === 'ack');
    ws.send(JSON.stringify({ op: 'sub', codes: [SH_STOCK, ...CODES] }));
    await next((f) => f.type === 'ack' && (f as { op?: string }).op === 'sub');
    k.t.services.market.step(5);
    const order = await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    k.t.services.market.step(5);
    await k.t.services.trading.drain();
    const filled = await next((f) => f.type === 'trading' && (f.data as { event: string }).event === 'filled');
    expect(filled.data).toMatchObject({ order_id: order.id, code: SH_STOCK, state: 'filled' });
    expect(seen.some((f) => f.type === 'ticks')).toBe(true);
    ws.terminate();
  });
});
