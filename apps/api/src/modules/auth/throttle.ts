import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures } from './tables.ts';

export type ThrottleRule = { max: number; lockMinutes: number };

/** The answer to a claim: either the attempt may be checked (it is already counted) or the key is locked. */
export type Claim = { ok: true; count: number } | { ok: false; minutes: number };

/**
 * Counts attempts per key ("login:user:alice", "login:ip:1.2.3.4", "paypwd:user:7") inside a
 * window as long as the lock; at `max` failures the key is locked for `lockMinutes`.
 *
 * An attempt is counted before the secret is hashed (`claim`), in one atomic statement, so that
 * N parallel guesses cannot all pass a lock check that was read before any of them failed: at
 * most `max` of them are ever checked, the rest are refused without hashing. A success ends the
 * count (`clear`) unless the key got locked meanwhile; a failure at the limit locks (`failed`).
 */
export function createThrottle(db: Db, now: () => Date) {
  const minutesLeft = (until: Date | null | undefined, at: Date) => {
    const left = (until?.getTime() ?? 0) - at.getTime();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  };

  async function lockedFor(key: string): Promise<number> {
    const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
    return minutesLeft(row?.lockedUntil, now());
  }

  /**
   * Counts one attempt, atomically (the row lock of the upsert orders concurrent claims, on every
   * process). A locked key is not counted and answers the minutes left; an attempt beyond `max`
   * locks the key at once.
   */
  async function claim(key: string, rule: ThrottleRule): Promise<Claim> {
    const at = now();
    const windowStart = new Date(at.getTime() - rule.lockMinutes * 60_000);
    const lockUntil = new Date(at.getTime() + rule.lockMinutes * 60_000);
    const t = authFailures;
    const lockedNow = sql`coalesce(${t.lockedUntil} > ${at}::timestamptz, false)`;
    const stale = sql`(${t.windowStart} < ${windowStart}::timestamptz OR coalesce(${t.lockedUntil} <= ${at}::timestamptz, false))`;
    const nextCount = sql`CASE WHEN ${lockedNow} THEN ${t.count} WHEN ${stale} THEN 1 ELSE ${t.count} + 1 END`;
    const [row] = await db
      .insert(t)
      .values({ key, count: 1, windowStart: at })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: nextCount,
          windowStart: sql`CASE WHEN ${lockedNow} THEN ${t.windowStart} WHEN ${stale} THEN ${at}::timestamptz ELSE ${t.windowStart} END`,
          lockedUntil: sql`CASE WHEN ${lockedNow} THEN ${t.lockedUntil} WHEN ${nextCount} > ${rule.max}::int THEN ${lockUntil}::timestamptz ELSE NULL END`,
        },
      })
      .returning({ count: t.count, lockedUntil: t.lockedUntil });
    const minutes = minutesLeft(row?.lockedUntil, at);
    if (minutes > 0) return { ok: false, minutes };
    return { ok: true, count: row?.count ?? 1 };
  }

  /**
   * A claimed attempt turned out wrong. Answers how many attempts remain before the lock (0 when
   * this failure reached the limit and locked the key).
   */
  async function failed(key: string, claimed: { count: number }, rule: ThrottleRule): Promise<number> {
    if (claimed.count < rule.max) return rule.max - claimed.count;
    const at = now();
    const until = new Date(at.getTime() + rule.lockMinutes * 60_000);
    await db
      .update(authFailures)
      .set({ lockedUntil: sql`greatest(coalesce(${authFailures.lockedUntil}, ${until}::timestamptz), ${until}::timestamptz)` })
      .where(eq(authFailures.key, key));
    return 0;
  }

  /** A claimed attempt that was not checked after all (another key refused it): uncounts it. */
  async function release(key: string): Promise<void> {
    await db
      .update(authFailures)
      .set({ count: sql`greatest(${authFailures.count} - 1, 0)` })
      .where(and(eq(authFailures.key, key), sql`coalesce(${authFailures.lockedUntil} <= ${now()}::timestamptz, true)`));
  }

  /** Ends the count after a success; a lock taken meanwhile (by a parallel attempt) stays. */
  async function clear(key: string): Promise<void> {
    await db.delete(authFailures).where(and(eq(authFailures.key, key), sql`coalesce(${authFailures.lockedUntil} <= ${now()}::timestamptz, true)`));
  }

  /** Ends the count and any lock (the secret itself was replaced). */
  async function reset(key: string): Promise<void> {
    await db.delete(authFailures).where(eq(authFailures.key, key));
  }

  async function purge(): Promise<void> {
    const day = new Date(now().getTime() - 24 * 3600_000);
    await db.delete(authFailures).where(sql`${authFailures.windowStart} < ${day} AND coalesce(${authFailures.lockedUntil}, ${day}) <= ${now()}`);
  }

  return { lockedFor, claim, failed, release, clear, reset, purge };
}
export type Throttle = ReturnType<typeof createThrottle>;
