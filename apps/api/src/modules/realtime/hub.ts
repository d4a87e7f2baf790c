import type { WebSocket } from '@fastify/websocket';
import type { ServerFrame } from '@meridian/contract/realtime';
import type { Bus } from '../../platform/bus.ts';

/**
 * Fan-out from the bus to the connected sockets.
 *
 * Bus topics it listens to:
 * - `tick` with `{ code, ... }`: sent to every socket subscribed to that code.
 * - `user` with `{ userId, frame }`: sent to every socket authenticated as that user.
 *
 * Back-pressure policy: a tick is the latest value of a price, so a socket whose unsent
 * buffer is above TICK_DROP_BYTES simply misses ticks (it gets the next one once it reads
 * again). Personal frames are not dropped; a socket whose buffer passes CLOSE_BYTES has
 * stopped reading and is closed (1013, try again later). Memory per socket is thus bounded.
 */
export const TICK_DROP_BYTES = 256 * 1024;
export const CLOSE_BYTES = 1024 * 1024;

type Corkable = { cork(): void; uncork(): void };

export type Client = { socket: WebSocket; userId: number | undefined; codes: Set<string>; dropped: number };

export function createHub(bus: Bus) {
  const byCode = new Map<string, Set<Client>>();
  const byUser = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  const stats = { sent: 0, dropped: 0, closedSlow: 0 };

  // A market step publishes many ticks in one go. Corking each socket for the rest of the
  // event-loop turn lets its frames leave in one write instead of one system call each.
  const corked = new Set<Corkable>();
  function cork(client: Client) {
    const raw = (client.socket as unknown as { _socket?: Corkable })._socket;
    if (!raw || corked.has(raw)) return;
    raw.cork();
    if (corked.size === 0) setImmediate(uncorkAll);
    corked.add(raw);
  }
  function uncorkAll() {
    for (const raw of corked) raw.uncork();
    corked.clear();
  }

  function send(client: Client, frame: ServerFrame | string, droppable: boolean): void {
    const buffered = client.socket.bufferedAmount;
    if (buffered > CLOSE_BYTES) {
      stats.closedSlow += 1;
      client.socket.close(1013, 'not reading');
      return;
    }
    if (droppable && buffered > TICK_DROP_BYTES) {
      client.dropped += 1;
      stats.dropped += 1;
      return;
    }
    client.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    stats.sent += 1;
  }

  const unsubscribers = [
    bus.subscribe('tick', (payload) => {
      const tick = payload as { code: string };
      const set = byCode.get(tick.code);
      if (!set?.size) return;
      const text = JSON.stringify({ type: 'tick', data: tick } satisfies ServerFrame);
      for (const client of set) {
        cork(client);
        send(client, text, true);
      }
    }),
    bus.subscribe('user', (payload) => {
      const { userId, frame } = payload as { userId: number; frame: ServerFrame };
      for (const client of byUser.get(userId) ?? []) send(client, frame, false);
    }),
  ];

  return {
    stats,
    send,
    add(socket: WebSocket): Client {
      const client: Client = { socket, userId: undefined, codes: new Set(), dropped: 0 };
      clients.add(client);
      return client;
    },
    remove(client: Client) {
      clients.delete(client);
      for (const code of client.codes) byCode.get(code)?.delete(client);
      if (client.userId !== undefined) byUser.get(client.userId)?.delete(client);
    },
    setUser(client: Client, userId: number) {
      if (client.userId !== undefined) byUser.get(client.userId)?.delete(client);
      client.userId = userId;
      const set = byUser.get(userId) ?? new Set();
      set.add(client);
      byUser.set(userId, set);
    },
    subscribe(client: Client, codes: string[]) {
      for (const code of codes) {
        client.codes.add(code);
        const set = byCode.get(code) ?? new Set();
        set.add(client);
        byCode.set(code, set);
      }
    },
    unsubscribe(client: Client, codes: string[]) {
      for (const code of codes) {
        client.codes.delete(code);
        byCode.get(code)?.delete(client);
      }
    },
    size: () => clients.size,
    close() {
      for (const off of unsubscribers) off();
      for (const client of clients) client.socket.close(1001, 'server shutting down');
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
