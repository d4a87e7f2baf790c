/**
 * Small JSON helpers around sessionStorage and localStorage (spec §3). Storage can be missing or
 * full (private mode, quota), so every call degrades to "nothing stored" instead of throwing.
 */
export type JsonStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
  remove(key: string): void;
  keys(): string[];
};

function wrap(pick: () => Storage | undefined): JsonStore {
  const store = () => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  const get = (key: string) => store()?.getItem(key) ?? null;
  const set = (key: string, value: string) => {
    try {
      store()?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value simply is not kept.
    }
  };
  return {
    get,
    set,
    getJSON<T>(key: string): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key, value) {
      set(key, JSON.stringify(value));
    },
    remove(key) {
      store()?.removeItem(key);
    },
    keys() {
      const s = store();
      if (!s) return [];
      return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k !== null);
    },
  };
}

export const localCache = wrap(() => globalThis.localStorage);
export const sessionCache = wrap(() => globalThis.sessionStorage);

/** Keys that belong to the session or the user's choices; "clear cache" must keep them. */
export const STORAGE_KEYS = { userinfo: 'userinfo', lang: 'lang', priceColours: 'priceColours', theme: 'theme' } as const;
const KEPT = new Set<string>(Object.values(STORAGE_KEYS));

/** Clears every stored cache entry except the session, the language and the theme choice. */
export function clearNonSessionStorage(): void {
  for (const key of localCache.keys()) if (!KEPT.has(key)) localCache.remove(key);
  for (const key of sessionCache.keys()) if (!KEPT.has(key)) sessionCache.remove(key);
}
