import type { Tick } from '@meridian/contract/market';
import { WS_PATH } from '@meridian/contract/realtime-rules';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSession } from './session.ts';
import { createRealtimeClient, type PushType } from './socket.ts';

/** The dev server proxies the path too (vite.config.ts, `ws: true`). */
function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${WS_PATH}`;
}

/** The app's one socket, shared by every screen. */
export const realtime = createRealtimeClient({ url: socketUrl, getToken: () => useSession.getState().token });

useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) realtime.setToken(state.token);
});
if (typeof window !== 'undefined') window.addEventListener('online', () => realtime.reconnectNow());

/**
 * Ticks arrive one frame per code per second; re-rendering a list for each would cost a render
 * per row per second. They are gathered and handed to React a few times a second instead.
 */
const FLUSH_MS = 250;

/**
 * The latest tick of each code while the calling screen is mounted and `enabled`. Subscribes on
 * mount, releases on unmount or when the codes change; the socket is shared and ref-counted.
 */
export function useLiveQuotes(codes: readonly string[], enabled = true): ReadonlyMap<string, Tick> {
  const key = useMemo(() => [...new Set(codes)].sort().join(','), [codes]);
  const [ticks, setTicks] = useState<ReadonlyMap<string, Tick>>(() => new Map());

  useEffect(() => {
    if (!enabled || !key) return;
    const list = key.split(',');
    const pending = new Map<string, Tick>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (!pending.size) return;
      const batch = [...pending.values()];
      pending.clear();
      setTicks((prev) => {
        const next = new Map(prev);
        for (const tick of batch) next.set(tick.code, tick);
        return next;
      });
    };
    // Another screen may already hold these codes: start from their last ticks.
    for (const code of list) {
      const last = realtime.lastTick(code);
      if (last) pending.set(code, last);
    }
    flush();
    const release = realtime.subscribeTicks(list, (tick) => {
      pending.set(tick.code, tick);
      timer ??= setTimeout(flush, FLUSH_MS);
    });
    return () => {
      release();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key, enabled]);

  return ticks;
}

/** The live tick of one code (undefined until the first one arrives). */
export function useLiveQuote(code: string | undefined, enabled = true): Tick | undefined {
  const codes = useMemo(() => (code ? [code] : []), [code]);
  return useLiveQuotes(codes, enabled).get(code ?? '');
}

/** Calls `handler` for each push of `type` while mounted and `enabled`. */
export function useRealtimeEvent(type: PushType, handler: (data: unknown) => void, enabled = true): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return realtime.on(type, (data) => ref.current(data));
  }, [type, enabled]);
}
