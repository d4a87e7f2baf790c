import type { WebSocket } from '@fastify/websocket';
import type { ServerFrame } from '@meridian/contract/realtime';
import type { Bus } from '../../platform/bus.ts';

/**
 * Fan-out from the bus to the connected sockets.
 *
 * Bus topics it listens to:
 * - `tick` with `{ code, ... }`: the latest state of that code, for every socket subscribed to it.
 * - `user` with `{ userId, frame }`: sent at once to every socket authenticated as that user.
 *
 * Quotes are coalesced per socket. A tick only records the code's latest state and marks the
 * code changed (a market step publishes hundreds of them, so this must stay cheap). A separate
 * sender then walks the sockets subscribed to changed codes in slices, yielding to the event
 * loop between slices so that the market's timer, incoming frames and HTTP requests run in
 * between and the kernel starts flushing the first sockets while later ones are still being
 * written. Each socket gets one `ticks` frame with the state of each of its changed codes as it
 * is when that socket's turn comes: a code that moved twice before then is sent once, with its
 * latest value, so nothing queues up behind a slow sender.
 *
 * Back-pressure: a socket whose unsent buffer is above TICK_DROP_BYTES is passed over and keeps
 * its changed codes; it gets their latest values once its buffer has drained, never the ticks in
 * between. Personal frames are not dropped; a socket whose buffer passes CLOSE_BYTES has stopped
 * reading and is closed (1013, try again later). Memory per socket is thus bounded.
 */
export const TICK_DROP_BYTES = 256 * 1024;
export const CLOSE_BYTES = 1024 * 1024;
/** Sockets written per slice of the sender, and the time a slice may take at most. */
const SLICE_SOCKETS = 250;
const SLICE_MS = 4;
/** How often sockets passed over for back-pressure are looked at again when nothing else changes. */
const RETRY_MS = 100;
const OPEN = 1;

export type Client = {
  socket: WebSocket;
  userId: number | undefined;
  /** The session the personal stream was opened with; its end ends the stream. */
  sessionId: number | undefined;
  /** Tells the client its personal stream ended (in its language). */
  signedOut: (() => void) | undefined;
  codes: Set<string>;
  /** Quote frames passed over because the socket was not reading fast enough. */
  dropped: number;
  /** Subscribed codes that changed since this socket's last quote frame. */
  pending: Set<string>;
  queued: boolean;
  gone: boolean;
};

/** A code's latest state, serialised at most once however many sockets it goes to. */
type Latest = { tick: unknown; json: string | undefined };

export function createHub(bus: Bus) {
  const byCode = new Map<string, Set<Client>>();
  const byUser = new Map<number, Set<Client>>();
  const bySession = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  const stats = { sent: 0, dropped: 0, closedSlow: 0 };

  const latest = new Map<string, Latest>();
  const changed = new Set<string>();
  let queue: Client[] = [];
  let head = 0;
  const parked = new Set<Client>();
  let scheduled = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  function send(client: Client, frame: ServerFrame | string, droppable: boolean): boolean {
    const buffered = client.socket.bufferedAmount;
    if (buffered > CLOSE_BYTES) {
      stats.closedSlow += 1;
      client.socket.close(1013, 'not reading');
      return false;
    }
    if (droppable && buffered > TICK_DROP_BYTES) {
      client.dropped += 1;
      stats.dropped += 1;
      return false;
    }
    client.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    stats.sent += 1;
    return true;
  }

  function enqueue(client: Client): void {
    if (client.queued || client.gone) return;
    client.queued = true;
    parked.delete(client);
    queue.push(client);
  }

  function schedule(): void {
    if (scheduled || closed) return;
    scheduled = true;
    setImmediate(pump);
  }

  /** Hands each changed code to the sockets subscribed to it. */
  function expand(): void {
    for (const code of changed) {
      for (const client of byCode.get(code) ?? []) {
        client.pending.add(code);
        enqueue(client);
      }
    }
    changed.clear();
  }

  function frameFor(client: Client): string | undefined {
    const parts: string[] = [];
    for (const code of client.pending) {
      // A code unsubscribed after it changed is not sent.
      if (!client.codes.has(code)) continue;
      const entry = latest.get(code);
      if (!entry) continue;
      entry.json ??= JSON.stringify(entry.tick);
      parts.push(entry.json);
    }
    return parts.length ? `{"type":"ticks","data":[${parts.join(',')}]}` : undefined;
  }

  function deliver(client: Client): void {
    client.queued = false;
    if (client.gone || client.socket.readyState !== OPEN) return void client.pending.clear();
    const text = frameFor(client);
    if (text === undefined) return void client.pending.clear();
    if (send(client, text, true)) client.pending.clear();
    else if (!client.gone && client.socket.readyState === OPEN) parked.add(client);
  }

  /** One slice of the sender; reschedules itself while work is left. */
  function pump(): void {
    scheduled = false;
    if (closed) return;
    expand();
    const until = performance.now() + SLICE_MS;
    let written = 0;
    while (head < queue.length && written < SLICE_SOCKETS) {
      deliver(queue[head++]!);
      written += 1;
      if ((written & 31) === 0 && performance.now() > until) break;
    }
    if (head >= queue.length) {
      queue = [];
      head = 0;
    }
    if (queue.length || changed.size) schedule();
    else if (parked.size) retryLater();
  }

  function retryLater(): void {
    if (retryTimer || closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      for (const client of [...parked]) enqueue(client);
      if (queue.length) schedule();
    }, RETRY_MS);
    retryTimer.unref();
  }

  function addTo(map: Map<number, Set<Client>>, key: number, client: Client) {
    const set = map.get(key) ?? new Set();
    set.add(client);
    map.set(key, set);
  }
  function removeFrom(map: Map<number, Set<Client>>, key: number | undefined, client: Client) {
    if (key === undefined) return;
    const set = map.get(key);
    set?.delete(client);
    if (set && !set.size) map.delete(key);
  }
  function unbind(client: Client) {
    removeFrom(byUser, client.userId, client);
    removeFrom(bySession, client.sessionId, client);
    client.userId = undefined;
    client.sessionId = undefined;
    client.signedOut = undefined;
  }
  function signOut(client: Client) {
    const tell = client.signedOut;
    unbind(client);
    tell?.();
  }

  function endSession(sessionId: number) {
    for (const client of [...(bySession.get(sessionId) ?? [])]) signOut(client);
  }

  const unsubscribers = [
    bus.subscribe('tick', (payload) => {
      const code = (payload as { code: string }).code;
      if (!byCode.get(code)?.size) return;
      latest.set(code, { tick: payload, json: undefined });
      changed.add(code);
      schedule();
    }),
    bus.subscribe('user', (payload) => {
      const { userId, frame } = payload as { userId: number; frame: ServerFrame };
      for (const client of byUser.get(userId) ?? []) send(client, frame, false);
    }),
  ];

  return {
    stats,
    send,
    /**
     * Runs the sender to the end now, in one go, including sockets passed over before whose
     * buffer has drained since: tests use it to see what a socket gets after given steps.
     */
    flush(): void {
      for (const client of [...parked]) enqueue(client);
      expand();
      while (head < queue.length) deliver(queue[head++]!);
      queue = [];
      head = 0;
    },
    add(socket: WebSocket): Client {
      const client: Client = { socket, userId: undefined, sessionId: undefined, signedOut: undefined, codes: new Set(), dropped: 0, pending: new Set(), queued: false, gone: false };
      clients.add(client);
      return client;
    },
    remove(client: Client) {
      client.gone = true;
      client.pending.clear();
      parked.delete(client);
      clients.delete(client);
      for (const code of client.codes) byCode.get(code)?.delete(client);
      unbind(client);
    },
    /** Binds the socket's personal stream to a user's session; `signedOut` is called when that session ends. */
    setUser(client: Client, userId: number, sessionId: number, signedOut?: () => void) {
      unbind(client);
      client.userId = userId;
      client.sessionId = sessionId;
      client.signedOut = signedOut;
      addTo(byUser, userId, client);
      addTo(bySession, sessionId, client);
    },
    /** A session ended (logout, revocation): its sockets keep quotes but lose the personal stream. */
    endSession,
    /** Every session of a user ended (password change, all sessions revoked, account disabled). */
    endUser(userId: number) {
      for (const client of [...(byUser.get(userId) ?? [])]) signOut(client);
    },
    /**
     * Re-checks every bound session (when revocations may have been missed, e.g. while the bus
     * between processes was down) and ends the streams of those no longer live.
     */
    async recheck(live: (sessionIds: number[]) => Promise<Set<number>>) {
      const ids = [...bySession.keys()];
      if (!ids.length) return;
      const alive = await live(ids);
      for (const id of ids) if (!alive.has(id)) endSession(id);
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
        client.pending.delete(code);
        byCode.get(code)?.delete(client);
      }
    },
    size: () => clients.size,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      for (const off of unsubscribers) off();
      for (const client of clients) client.socket.close(1001, 'server shutting down');
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
