/**
 * Remembers, for a few seconds, which session (and user row) a token hash stands for, so that a
 * burst of requests does not look the session up in the database every time.
 *
 * Security: a revoked session must stop working. `forgetSession` / `forgetUser` drop the entry
 * when a session is revoked (logout, password change), in this process at once and in the others
 * through the cache invalidations on the bus (platform/caches.ts). An entry lives at most `ttlMs`
 * and never outlives the session's own expiry.
 */
export function createSessionCache<T extends { sessionId: number; user: { id: number } }>(ttlMs: number, now: () => number) {
  const entries = new Map<string, { found: T; until: number }>();
  let sweepAt = 0;
  // Bumped by every revocation: a lookup that started before one must not cache what it read.
  let generation = 0;

  function sweep(t: number) {
    if (t < sweepAt) return;
    sweepAt = t + ttlMs;
    for (const [key, e] of entries) if (e.until <= t) entries.delete(key);
  }

  return {
    get(tokenHash: string): T | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.found;
    },
    generation: () => generation,
    /** `seenGeneration`: `generation()` taken before the database lookup began. */
    set(tokenHash: string, found: T, expiresAt: number, seenGeneration: number): void {
      if (ttlMs <= 0 || seenGeneration !== generation) return;
      const t = now();
      sweep(t);
      entries.set(tokenHash, { found, until: Math.min(t + ttlMs, expiresAt) });
    },
    forgetSession(sessionId: number): void {
      generation += 1;
      for (const [key, e] of entries) if (e.found.sessionId === sessionId) entries.delete(key);
    },
    forgetUser(userId: number): void {
      generation += 1;
      for (const [key, e] of entries) if (e.found.user.id === userId) entries.delete(key);
    },
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}
