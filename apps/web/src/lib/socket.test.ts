import type { Tick } from '@meridian/contract/market';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type SocketLike } from './socket.ts';

/** A WebSocket stand-in: records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // --- the server's side ---
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  ops(op: string) {
    return this.sent.filter((f) => f['op'] === op);
  }
}

const tick = (code: string, price: string): Tick => ({
  code,
  price,
  change: '0.00',
  change_pct: '0.00',
  open: price,
  high: price,
  low: price,
  prev_close: price,
  volume: 0,
  turnover: '0.00',
  time: '2026-01-05T01:30:00.000Z',
  halted: false,
});

let sockets: FakeSocket[];
let token: string | null;
const make = () =>
  createRealtimeClient({
    url: () => 'ws://test/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    getToken: () => token,
    backoffMs: { base: 1_000, max: 8_000 },
    random: () => 1,
  });
const latest = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the shared socket client', () => {
  it('opens lazily, on the first subscription, and subscribes once the socket is open', () => {
    const client = make();
    expect(sockets).toHaveLength(0);
    client.subscribeTicks(['600519', '000001'], () => undefined);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().ops('sub')).toEqual([{ op: 'sub', codes: ['600519', '000001'] }]);
  });

  it('counts references per code: the server hears sub on the first and unsub on the last', () => {
    const client = make();
    const seenA: string[] = [];
    const seenB: string[] = [];
    const releaseA = client.subscribeTicks(['600519'], (t) => seenA.push(t.price));
    latest().open();
    const releaseB = client.subscribeTicks(['600519', '000001'], (t) => seenB.push(`${t.code}@${t.price}`));
    expect(latest().ops('sub')).toEqual([
      { op: 'sub', codes: ['600519'] },
      { op: 'sub', codes: ['000001'] },
    ]);
    expect(client.refCount('600519')).toBe(2);

    latest().push({ type: 'ticks', data: [tick('600519', '1524.00')] });
    expect(seenA).toEqual(['1524.00']);
    expect(seenB).toEqual(['600519@1524.00']);

    releaseA();
    releaseA(); // releasing twice must not release someone else's reference
    expect(latest().ops('unsub')).toEqual([]);
    expect(client.refCount('600519')).toBe(1);
    latest().push({ type: 'ticks', data: [tick('600519', '1525.00')] });
    expect(seenA).toEqual(['1524.00']);
    expect(seenB).toEqual(['600519@1524.00', '600519@1525.00']);

    releaseB();
    expect(latest().ops('unsub')).toEqual([{ op: 'unsub', codes: ['600519', '000001'] }]);
    expect(client.subscribedCodes()).toEqual([]);
  });

  it('ignores ticks of codes nobody holds and frames that are not JSON', () => {
    const client = make();
    const seen: string[] = [];
    client.subscribeTicks(['600519'], (t) => seen.push(t.code));
    latest().open();
    latest().onmessage?.({ data: 'not json' });
    latest().push({ type: 'ticks', data: [tick('000002', '7.00')] });
    latest().push({ type: 'ticks', data: [{ code: '600519' }] });
    latest().push({ type: 'ticks', data: tick('600519', '1.00') });
    expect(seen).toEqual([]);
    expect(client.lastTick('000002')).toBeUndefined();
  });

  it('hands out each state of a ticks frame to the listeners of its code, skipping codes nobody holds', () => {
    const client = make();
    const seenA: string[] = [];
    const seenB: string[] = [];
    client.subscribeTicks(['600519'], (t) => seenA.push(t.price));
    client.subscribeTicks(['000001'], (t) => seenB.push(t.price));
    latest().open();
    latest().push({ type: 'ticks', data: [tick('600519', '1524.00'), tick('000002', '7.00'), { code: '000001' }, tick('000001', '11.20')] });
    expect(seenA).toEqual(['1524.00']);
    expect(seenB).toEqual(['11.20']);
    expect(client.lastTick('000001')?.price).toBe('11.20');
    expect(client.lastTick('000002')).toBeUndefined();
  });

  it('still understands a single tick frame, as a server of the previous version sends it', () => {
    const client = make();
    const seen: string[] = [];
    client.subscribeTicks(['600519'], (t) => seen.push(t.price));
    latest().open();
    latest().push({ type: 'tick', data: tick('600519', '1524.00') });
    expect(seen).toEqual(['1524.00']);
  });

  it('reconnects with a growing delay and re-subscribes every code still held', () => {
    const client = make();
    client.subscribeTicks(['600519'], () => undefined);
    const release = client.subscribeTicks(['000001'], () => undefined);
    latest().open();
    release();

    latest().drop();
    expect(client.status()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    latest().drop(); // the server is still down: the next wait doubles
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    client.subscribeTicks(['300750'], () => undefined);
    latest().open();
    expect(client.status()).toBe('open');
    expect(latest().ops('sub')).toEqual([{ op: 'sub', codes: ['600519', '300750'] }]);

    latest().drop(); // after a good connection the backoff starts again from the base
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('caps the backoff', () => {
    const client = make();
    client.subscribeTicks(['600519'], () => undefined);
    for (const wait of [1_000, 2_000, 4_000, 8_000, 8_000, 8_000]) {
      const count = sockets.length;
      latest().drop();
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(count + 1);
    }
  });

  it('authenticates on connect and again after each reconnect when a token exists', () => {
    token = 'tok-1';
    const client = make();
    const unread: unknown[] = [];
    client.on('unread', (data) => unread.push(data));
    latest().open();
    expect(latest().sent[0]).toEqual({ op: 'auth', token: 'tok-1' });
    latest().push({ type: 'unread', data: { count: 2 } });
    expect(unread).toEqual([{ count: 2 }]);

    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().ops('auth')).toEqual([{ op: 'auth', token: 'tok-1' }]);
  });

  it('follows the session: auth on login, a fresh socket on logout', () => {
    const client = make();
    client.on('message', () => undefined);
    latest().open();
    expect(latest().ops('auth')).toEqual([]);

    client.setToken('tok-2');
    expect(latest().ops('auth')).toEqual([{ op: 'auth', token: 'tok-2' }]);

    const before = latest();
    client.setToken(null);
    expect(before.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(latest()).not.toBe(before);
    latest().open();
    expect(latest().ops('auth')).toEqual([]);
  });

  it('does not reconnect when nobody listens any more', () => {
    const client = make();
    const off = client.on('message', () => undefined);
    latest().open();
    latest().drop();
    off();
    vi.advanceTimersByTime(30_000);
    expect(sockets).toHaveLength(1);
    expect(client.status()).toBe('idle');
    client.subscribeTicks(['600519'], () => undefined);
    expect(sockets).toHaveLength(2);
  });

  it('takes a silent socket for dead and reconnects', () => {
    const client = createRealtimeClient({
      url: () => 'ws://test/api/ws',
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      pingMs: 1_000,
      random: () => 1,
      now: () => Date.now(),
    });
    client.subscribeTicks(['600519'], () => undefined);
    latest().open();
    vi.advanceTimersByTime(1_000);
    expect(latest().ops('ping')).toHaveLength(1);
    latest().push({ type: 'pong' });
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(2_000); // 3 s without a word
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('keeps the last tick of a held code for a screen that joins later', () => {
    const client = make();
    client.subscribeTicks(['600519'], () => undefined);
    latest().open();
    latest().push({ type: 'ticks', data: [tick('600519', '1530.00')] });
    expect(client.lastTick('600519')?.price).toBe('1530.00');
  });

  it('splits large subscriptions into frames of at most 200 codes', () => {
    const client = make();
    const codes = Array.from({ length: 250 }, (_, i) => String(600000 + i));
    client.subscribeTicks(codes, () => undefined);
    latest().open();
    expect(latest().ops('sub').map((f) => (f['codes'] as string[]).length)).toEqual([200, 50]);
  });
});
