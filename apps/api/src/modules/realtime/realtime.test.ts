import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Collects frames from a socket; `next` waits for the first frame matching a test. */
function frames(ws: WebSocket) {
  const seen: Record<string, unknown>[] = [];
  const waiters: { test: (f: Record<string, unknown>) => boolean; resolve: (f: Record<string, unknown>) => void }[] = [];
  ws.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
    seen.push(frame);
    for (const w of [...waiters]) if (w.test(frame)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  return {
    seen,
    next: (test: (f: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const found = seen.find(test);
        if (found) return resolve(found);
        waiters.push({ test, resolve });
        setTimeout(() => reject(new Error(`no frame matched; seen ${JSON.stringify(seen)}`)), 3000);
      }),
  };
}

/** Opens a socket with the frame collector attached before the server's first frame arrives. */
async function connect() {
  let f!: ReturnType<typeof frames>;
  const ws = await t.app.injectWS('/api/ws', {}, { onInit: (socket) => void (f = frames(socket)) });
  return { ws, f };
}

describe('the WebSocket', () => {
  it('greets, answers ping, refuses malformed frames without closing', async () => {
    const { ws, f } = await connect();
    expect(await f.next((x) => x['type'] === 'hello')).toMatchObject({ data: { simulated: true } });
    ws.send('not json');
    expect(await f.next((x) => x['type'] === 'error')).toMatchObject({ error: 'BAD_REQUEST' });
    ws.send(JSON.stringify({ op: 'ping' }));
    expect(await f.next((x) => x['type'] === 'pong')).toEqual({ type: 'pong' });
    ws.terminate();
  });

  it('authenticates with a session token and delivers that user\'s pushes only', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { ws: wsA, f: fa } = await connect();
    const { ws: wsB, f: fb } = await connect();
    wsA.send(JSON.stringify({ op: 'auth', token: 'forged-token' }));
    expect(await fa.next((x) => x['type'] === 'error')).toMatchObject({ error: 'UNAUTHORIZED' });
    wsA.send(JSON.stringify({ op: 'auth', token: a.token }));
    wsB.send(JSON.stringify({ op: 'auth', token: b.token }));
    await fa.next((x) => x['type'] === 'ack');
    await fb.next((x) => x['type'] === 'ack');
    t.ctx.bus.publish('user', { userId: a.id, frame: { type: 'unread', data: { count: 3 } } });
    expect(await fa.next((x) => x['type'] === 'unread')).toMatchObject({ data: { count: 3 } });
    await new Promise((r) => setTimeout(r, 100));
    expect(fb.seen.some((x) => x['type'] === 'unread')).toBe(false);
    wsA.terminate();
    wsB.terminate();
  });
});
