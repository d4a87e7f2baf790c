import type { Tick } from '@meridian/contract/market';
import type { ClientFrame } from '@meridian/contract/realtime';
import { MAX_SUBSCRIPTIONS } from '@meridian/contract/realtime-rules';

/**
 * The one WebSocket of the app (`/api/ws`, contract realtime.ts). Screens share it: quote
 * subscriptions are counted per code, so a code stays subscribed while any screen still wants
 * it, and a `ticks` frame (the latest state of several codes) is handed out code by code; personal pushes (`message`, `unread`, `support`) arrive once the socket has sent `auth`.
 *
 * The socket opens on first use, reconnects with exponential backoff (with jitter, so a server
 * restart is not met by every phone at the same millisecond), and after each reconnect sends
 * `auth` again and re-subscribes every code still wanted.
 */

/** The part of the browser's WebSocket this client uses; tests pass a fake. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type PushType = 'hello' | 'message' | 'unread' | 'support' | 'alert';
export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type RealtimeOptions = {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  getToken?: () => string | null | undefined;
  /** First reconnect delay and its ceiling; the delay doubles per failed attempt. */
  backoffMs?: { base: number; max: number };
  /** A ping goes out this often; a socket silent for 2.5 intervals is taken as dead. */
  pingMs?: number;
  random?: () => number;
  now?: () => number;
};

const OPEN = 1;

type TickListener = (tick: Tick) => void;
type PushListener = (data: unknown) => void;

function isTick(value: unknown): value is Tick {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['code'] === 'string' && typeof v['price'] === 'string' && typeof v['change_pct'] === 'string';
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createRealtimeClient(options: RealtimeOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const backoff = options.backoffMs ?? { base: 1_000, max: 30_000 };
  const pingMs = options.pingMs ?? 25_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  const counts = new Map<string, number>();
  const tickListeners = new Map<string, Set<TickListener>>();
  const lastTicks = new Map<string, Tick>();
  const pushListeners = new Map<PushType, Set<PushListener>>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();

  let socket: SocketLike | undefined;
  let status: ConnectionStatus = 'idle';
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  let token: string | null = options.getToken?.() ?? null;
  let disposed = false;

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const isOpen = () => socket !== undefined && socket.readyState === OPEN;

  function send(frame: ClientFrame): void {
    if (isOpen()) socket?.send(JSON.stringify(frame));
  }

  function sendCodes(op: 'sub' | 'unsub', codes: readonly string[]): void {
    for (const part of chunks(codes, MAX_SUBSCRIPTIONS)) send({ op, codes: part });
  }

  function stopPing(): void {
    if (pingTimer !== undefined) clearInterval(pingTimer);
    pingTimer = undefined;
  }

  function startPing(): void {
    stopPing();
    pingTimer = setInterval(() => {
      // A socket can die without a close event (a phone changing networks): treat silence as death.
      if (now() - lastHeard > pingMs * 2.5) return drop();
      send({ op: 'ping' });
    }, pingMs);
  }

  function deliverTick(tick: Tick): void {
    if (!counts.has(tick.code)) return;
    lastTicks.set(tick.code, tick);
    for (const listener of [...(tickListeners.get(tick.code) ?? [])]) listener(tick);
  }

  function deliverPush(type: PushType, data: unknown): void {
    for (const listener of [...(pushListeners.get(type) ?? [])]) listener(data);
  }

  function onMessage(raw: unknown): void {
    lastHeard = now();
    if (typeof raw !== 'string') return;
    let frame: { type?: unknown; data?: unknown };
    try {
      frame = JSON.parse(raw) as { type?: unknown; data?: unknown };
    } catch {
      return;
    }
    if (frame.type === 'ticks') {
      // The latest state of each changed code, one entry per code.
      if (Array.isArray(frame.data)) for (const item of frame.data) if (isTick(item)) deliverTick(item);
    } else if (frame.type === 'tick') {
      // One state per frame, as a server of the previous version sends it during a rolling restart.
      if (isTick(frame.data)) deliverTick(frame.data);
    } else if (frame.type === 'hello' || frame.type === 'message' || frame.type === 'unread' || frame.type === 'support' || frame.type === 'alert') {
      deliverPush(frame.type, frame.data);
    }
    // ack, pong and error need no action: an unknown code simply never ticks.
  }

  function wanted(): boolean {
    return !disposed && (counts.size > 0 || [...pushListeners.values()].some((set) => set.size > 0));
  }

  function scheduleReconnect(): void {
    if (reconnectTimer !== undefined || !wanted()) {
      if (!wanted()) setStatus('idle');
      return;
    }
    const delay = Math.min(backoff.max, backoff.base * 2 ** attempts) * (0.5 + random() / 2);
    attempts += 1;
    setStatus('reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      // Every screen may have let go meanwhile (a logout leaves no listener): then stay idle.
      if (wanted()) connect();
      else setStatus('idle');
    }, delay);
  }

  function detach(current: SocketLike): void {
    current.onopen = null;
    current.onclose = null;
    current.onerror = null;
    current.onmessage = null;
  }

  /** Closes the current socket without waiting for its close event, then reconnects. */
  function drop(): void {
    const current = socket;
    socket = undefined;
    stopPing();
    if (current) {
      detach(current);
      try {
        current.close();
      } catch {
        // Closing a socket that never opened can throw; it is gone either way.
      }
    }
    scheduleReconnect();
  }

  function connect(): void {
    if (socket || disposed) return;
    setStatus(attempts === 0 ? 'connecting' : 'reconnecting');
    let current: SocketLike;
    try {
      current = createSocket(options.url());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempts = 0;
      lastHeard = now();
      setStatus('open');
      if (token) send({ op: 'auth', token });
      sendCodes('sub', [...counts.keys()]);
      startPing();
    };
    current.onmessage = (event) => onMessage(event.data);
    current.onclose = () => {
      if (socket !== current) return;
      socket = undefined;
      stopPing();
      scheduleReconnect();
    };
    // An error is always followed by a close event, which does the work.
    current.onerror = () => undefined;
  }

  function ensureConnected(): void {
    if (!socket && reconnectTimer === undefined) connect();
  }

  return {
    /**
     * Subscribes to the codes' ticks. Each call holds one reference per code; the returned
     * function releases them, and a code is unsubscribed on the server when its last reference goes.
     */
    subscribeTicks(codes: readonly string[], listener: TickListener): () => void {
      const unique = [...new Set(codes)];
      const added: string[] = [];
      for (const code of unique) {
        const count = counts.get(code) ?? 0;
        counts.set(code, count + 1);
        if (count === 0) added.push(code);
        const set = tickListeners.get(code) ?? new Set<TickListener>();
        set.add(listener);
        tickListeners.set(code, set);
      }
      if (added.length) {
        if (isOpen()) sendCodes('sub', added);
        else ensureConnected();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const removed: string[] = [];
        for (const code of unique) {
          tickListeners.get(code)?.delete(listener);
          const count = (counts.get(code) ?? 1) - 1;
          if (count > 0) {
            counts.set(code, count);
            continue;
          }
          counts.delete(code);
          tickListeners.delete(code);
          lastTicks.delete(code);
          removed.push(code);
        }
        if (removed.length) sendCodes('unsub', removed);
      };
    },

    /** Listens to a server push; opens the socket if needed. */
    on(type: PushType, listener: PushListener): () => void {
      const set = pushListeners.get(type) ?? new Set<PushListener>();
      set.add(listener);
      pushListeners.set(type, set);
      ensureConnected();
      return () => {
        set.delete(listener);
      };
    },

    onStatus(listener: (status: ConnectionStatus) => void): () => void {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },

    /**
     * Follows the session. A new token is sent as `auth` on the open socket; a removed token
     * reconnects, because the server has no way to un-authenticate a socket.
     */
    setToken(next: string | null): void {
      if (next === token) return;
      const had = token;
      token = next;
      if (next) send({ op: 'auth', token: next });
      else if (had && socket) {
        attempts = 0;
        drop();
      }
    },

    /** Reconnects at once instead of waiting for the backoff (the browser came back online). */
    reconnectNow(): void {
      if (socket || disposed) return;
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      attempts = 0;
      if (wanted()) connect();
    },

    lastTick: (code: string): Tick | undefined => lastTicks.get(code),
    subscribedCodes: (): string[] => [...counts.keys()],
    refCount: (code: string): number => counts.get(code) ?? 0,
    status: (): ConnectionStatus => status,

    dispose(): void {
      disposed = true;
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      stopPing();
      const current = socket;
      socket = undefined;
      if (current) {
        detach(current);
        current.close();
      }
      setStatus('idle');
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
