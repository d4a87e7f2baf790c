import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { sessions } from '../auth/tables.ts';
import { buildTestApp, GOOD_PASSWORD, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Frame = Record<string, unknown>;

/** Opens a socket, authenticates it with `token` and collects what arrives. */
async function personalSocket(token: string) {
  const seen: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  const ws: WebSocket = await t.app.injectWS('/api/ws', { headers: { lang: 'en' } }, {
    onInit: (socket) =>
      void socket.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString()) as Frame;
        seen.push(frame);
        for (const w of [...waiters]) if (w.test(frame)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }),
  });
  const next = (test: (f: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const found = seen.find(test);
      if (found) return resolve(found);
      waiters.push({ test, resolve });
      setTimeout(() => reject(new Error(`no frame matched; seen ${JSON.stringify(seen)}`)), 3000);
    });
  ws.send(JSON.stringify({ op: 'auth', token }));
  await next((f) => f['type'] === 'ack');
  return { ws, seen, next };
}

const push = (userId: number, count: number) => t.ctx.bus.publish('user', { userId, frame: { type: 'unread', data: { count } } });
const unread = (f: Frame, count: number) => f['type'] === 'unread' && (f['data'] as { count: number }).count === count;

describe('a socket bound to a session', () => {
  it('loses its personal stream at logout, while another session of the same user keeps its own', async () => {
    const u = await t.signUp();
    const other = (await t.login(u.username, GOOD_PASSWORD)).json().data.userinfo.token as string;
    const a = await personalSocket(u.token);
    const b = await personalSocket(other);
    push(u.id, 1);
    await a.next((f) => unread(f, 1));
    await b.next((f) => unread(f, 1));

    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { token: u.token } });
    expect(out.statusCode).toBe(200);
    expect(await a.next((f) => f['type'] === 'error')).toMatchObject({ error: 'UNAUTHORIZED' });

    push(u.id, 2);
    await b.next((f) => unread(f, 2));
    expect(a.seen.some((f) => unread(f, 2))).toBe(false);
    // Quotes still flow on the downgraded socket; it just has no personal stream.
    a.ws.send(JSON.stringify({ op: 'ping' }));
    await a.next((f) => f['type'] === 'pong');
    a.ws.terminate();
    b.ws.terminate();
  });

  it('loses its personal stream on every socket when the password is changed', async () => {
    const u = await t.signUp();
    const second = (await t.login(u.username, GOOD_PASSWORD)).json().data.userinfo.token as string;
    const a = await personalSocket(u.token);
    const b = await personalSocket(second);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      headers: { token: u.token },
      payload: { old_password: GOOD_PASSWORD, password: 'Another-horse-8', confirm_password: 'Another-horse-8' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await a.next((f) => f['type'] === 'error' && f['error'] === 'UNAUTHORIZED');
    await b.next((f) => f['type'] === 'error' && f['error'] === 'UNAUTHORIZED');
    push(u.id, 7);
    // The bus delivers in process and at once: a frame sent now would already have arrived.
    await new Promise((r) => setImmediate(r));
    expect([...a.seen, ...b.seen].some((f) => unread(f, 7))).toBe(false);
    a.ws.terminate();
    b.ws.terminate();
  });

  it('is re-checked when revocations may have been missed, and a revoked one is ended', async () => {
    const u = await t.signUp();
    const a = await personalSocket(u.token);
    // Revoked in the database behind the hub's back (as if the message from another process was lost).
    await t.ctx.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, u.id));
    await t.services.hub.recheck(t.services.auth.liveSessions);
    expect(await a.next((f) => f['type'] === 'error')).toMatchObject({ error: 'UNAUTHORIZED' });
    a.ws.terminate();
  });
});

describe('a socket whose session expires', () => {
  it('loses its personal stream at the next re-check', async () => {
    const u = await t.signUp();
    const a = await personalSocket(u.token);
    t.clock.advance(t.ctx.config.SESSION_TTL_HOURS * 3600_000 + 60_000);
    await t.services.hub.recheck(t.services.auth.liveSessions);
    expect(await a.next((f) => f['type'] === 'error')).toMatchObject({ error: 'UNAUTHORIZED' });
    a.ws.terminate();
  });
});
