import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import { connectRedis, createRedisBus } from '../../platform/redis-bus.ts';
import { createCaches } from '../../platform/caches.ts';
import type { Bus } from '../../platform/bus.ts';
import { createHub } from './hub.ts';

const url = process.env['REDIS_URL'];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A socket that records what it is sent. */
function fakeSocket() {
  const sent: string[] = [];
  return { sent, socket: { bufferedAmount: 0, send: (text: string) => void sent.push(text), close: () => undefined } as unknown as WebSocket };
}

describe.skipIf(!url)('a logout on one process (Redis bus)', () => {
  const prefix = `hardenb-ws-${randomBytes(4).toString('hex')}`;
  const buses: Bus[] = [];
  afterAll(async () => {
    for (const b of buses) await b.close();
  });

  it('ends the personal stream of the socket bound to that session on another process', async () => {
    const [one, two] = await Promise.all([connectRedis(url!), connectRedis(url!)]).then((links) => links.map((l) => createRedisBus(l, prefix, quiet)));
    buses.push(one!, two!);
    await new Promise((r) => setTimeout(r, 100)); // the subscriptions are under way
    const caches = [createCaches(one!), createCaches(two!)];
    const hub = createHub(two!);
    let ended!: () => void;
    const endedThere = new Promise<void>((resolve) => (ended = resolve));
    // Wired as realtime/routes.ts does on every process.
    caches[1]!.watch('auth.session', { drop: (id) => hub.endSession(Number(id)), clear: () => undefined });

    const s = fakeSocket();
    const client = hub.add(s.socket);
    hub.setUser(client, 7, 42, ended);
    two!.publish('user', { userId: 7, frame: { type: 'unread', data: { count: 1 } } });
    expect(s.sent).toHaveLength(1);

    await caches[0]!.invalidate('auth.session', 42);
    await endedThere;
    expect(client.userId).toBeUndefined();
    two!.publish('user', { userId: 7, frame: { type: 'unread', data: { count: 2 } } });
    expect(s.sent).toHaveLength(1);
    caches.forEach((c) => c.close());
    hub.close();
  });
});
