import { localCache } from '../../lib/storage.ts';

/** The stocks last opened from search, newest first, kept on this device (local storage). */
export type RecentSearch = { code: string; name: string; name_en: string };

const KEY = 'recentSearches';
export const RECENT_MAX = 10;

function isRecent(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['code'] === 'string' && typeof v['name'] === 'string' && typeof v['name_en'] === 'string';
}

export function loadRecent(): RecentSearch[] {
  const stored = localCache.getJSON<unknown>(KEY);
  return Array.isArray(stored) ? stored.filter(isRecent).slice(0, RECENT_MAX) : [];
}

/** Puts `item` first (once), keeps at most ten, and answers the new list. */
export function rememberRecent(item: RecentSearch): RecentSearch[] {
  const next = [{ code: item.code, name: item.name, name_en: item.name_en }, ...loadRecent().filter((r) => r.code !== item.code)].slice(0, RECENT_MAX);
  localCache.setJSON(KEY, next);
  return next;
}

export function clearRecent(): void {
  localCache.remove(KEY);
}
