import { afterCommit } from '../db/ambient.ts';
import type { Bus } from './bus.ts';

const TOPIC = 'cache.invalidate';
/** While the bus is down, caches are emptied this often: a change made elsewhere is missed for at most this long. */
const UNLINKED_CLEAR_MS = 1000;

export type CacheHandle = {
  /** Forgets one entry (the key as given to `invalidate`, as a string). */
  drop(key: string): void;
  /** Forgets everything. */
  clear(): void;
};

/**
 * Per-process caches of database state (sessions, verified trading passwords, verified
 * identities, trading settings) that a change made by any process must reach at once. A
 * module registers its cache under a name and calls `invalidate(name, key)` after its change
 * commits: the entry goes here at once and in every other process over the bus. When the bus
 * loses its link, invalidations may be missed, so every cache is emptied then, again every
 * second while it is down, and once more when it is back: a cache then only saves work again
 * when it can also be told of changes.
 */
export function createCaches(bus: Bus) {
  const handles = new Map<string, CacheHandle>();
  const watchers = new Map<string, CacheHandle[]>();
  let timer: NodeJS.Timeout | undefined;

  const clearAll = () => {
    for (const h of handles.values()) h.clear();
    for (const list of watchers.values()) for (const w of list) w.clear();
  };
  bus.subscribe(TOPIC, (payload) => {
    const { name, key } = payload as { name: string; key: string };
    handles.get(name)?.drop(key);
    for (const w of watchers.get(name) ?? []) w.drop(key);
  });
  bus.onLink((up) => {
    clearAll();
    clearInterval(timer);
    timer = up ? undefined : setInterval(clearAll, UNLINKED_CLEAR_MS).unref();
  });

  return {
    register(name: string, handle: CacheHandle): void {
      if (handles.has(name)) throw new Error(`cache ${name} already registered`);
      handles.set(name, handle);
    },
    /**
     * Also told of every invalidation of `name`, here and from other processes, without owning
     * the cache (e.g. the WebSocket hub ends the personal stream of a revoked session).
     */
    watch(name: string, handle: CacheHandle): void {
      watchers.set(name, [...(watchers.get(name) ?? []), handle]);
    },
    /**
     * Drops the entry here and in every other process; resolves once the message is on its way.
     * Inside a request's transaction (db/ambient.ts) it goes once that commits, so that no
     * process reloads the state from before the change.
     */
    invalidate: async (name: string, key: string | number): Promise<void> => {
      let sent: Promise<void> | undefined;
      afterCommit(() => {
        sent = bus.send(TOPIC, { name, key: String(key) });
        // Deferred past the commit, nobody awaits it any more: a failure is only logged by the bus.
        sent.catch(() => undefined);
      });
      await sent;
    },
    close: () => clearInterval(timer),
  };
}
export type Caches = ReturnType<typeof createCaches>;
