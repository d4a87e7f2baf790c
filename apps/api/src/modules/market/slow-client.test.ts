import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from '@fastify/websocket';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { CLOSE_BYTES, TICK_DROP_BYTES } from '../realtime/hub.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(() => t.close());

/** A socket whose peer never reads: everything sent stays in its buffer. */
function stalledSocket() {
  const socket = {
    bufferedAmount: 0,
    sent: 0,
    closed: undefined as number | undefined,
    readyState: 1,
    send(text: string) {
      socket.bufferedAmount += Buffer.byteLength(text);
      socket.sent += 1;
    },
    close(code: number) {
      socket.closed = code;
    },
  };
  return socket;
}

describe('a client that never reads', () => {
  it('stops getting ticks once its buffer passes the drop mark, so the buffer stays bounded', () => {
    const { hub, market } = t.services;
    const socket = stalledSocket();
    const client = hub.add(socket as unknown as WebSocket);
    const codes = ['sh000001', 'sz399001', '600519', '601398', '000001', '300750', '688981', '600036'];
    hub.subscribe(client, codes);

    let maxBuffered = 0;
    for (let i = 0; i < 600; i += 1) {
      market.step(1);
      hub.flush();
      maxBuffered = Math.max(maxBuffered, socket.bufferedAmount);
    }
    expect(socket.bufferedAmount).toBeGreaterThan(TICK_DROP_BYTES);
    // Past the mark nothing more is queued: at most one frame (one state of each code) beyond it.
    expect(maxBuffered).toBeLessThan(TICK_DROP_BYTES + codes.length * 512);
    expect(client.dropped).toBeGreaterThan(0);
    expect(socket.closed).toBeUndefined();

    const sentBefore = socket.sent;
    market.step(50);
    hub.flush();
    expect(socket.sent).toBe(sentBefore);
    hub.remove(client);
  });

  it('is closed (1013) once its buffer passes the close mark', () => {
    const { hub, market } = t.services;
    const socket = stalledSocket();
    const client = hub.add(socket as unknown as WebSocket);
    hub.subscribe(client, ['600519', 'sh000001']);
    socket.bufferedAmount = CLOSE_BYTES + 1; // e.g. personal frames that are never dropped piled up
    market.step(5);
    hub.flush();
    expect(socket.closed).toBe(1013);
    expect(hub.stats.closedSlow).toBeGreaterThan(0);
    hub.remove(client);
  });

  it('does not hold up other subscribers of the same codes', async () => {
    const { hub, market } = t.services;
    const slow = stalledSocket();
    const fast = { ...stalledSocket(), received: 0 };
    fast.send = () => void (fast.received += 1); // reads everything at once
    const a = hub.add(slow as unknown as WebSocket);
    const b = hub.add(fast as unknown as WebSocket);
    slow.bufferedAmount = TICK_DROP_BYTES + 1;
    hub.subscribe(a, ['600519']);
    hub.subscribe(b, ['600519']);
    for (let i = 0; i < 100; i += 1) {
      market.step(1);
      hub.flush();
    }
    expect(fast.received).toBeGreaterThan(0);
    expect(slow.sent).toBe(0);
    hub.remove(a);
    hub.remove(b);
  });
});
