import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures } from './tables.ts';

export type ThrottleRule = { max: number; lockMinutes: number };

/**
 * Counts failures per key ("login:user:alice", "login:ip:1.2.3.4", "paypwd:user:7") inside a
 * window as long as the lock; at `max` failures the key is locked for `lockMinutes`.
 */
export function createThrottle(db: Db, now: () => Date) {
  async function lockedFor(key: string): Promise<number> {
    const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
    const until = row?.lockedUntil?.getTime() ?? 0;
    const left = until - now().getTime();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  /** Records a failure; answers how many attempts remain before the lock (0 when now locked). */
  async function fail(key: string, rule: ThrottleRule): Promise<number> {
    const at = now();
    const windowStart = new Date(at.getTime() - rule.lockMinutes * 60_000);
    const [row] = await db
      .insert(authFailures)
      .values({ key, count: 1, windowStart: at })
      .onConflictDoUpdate({
        target: authFailures.key,
        set: {
          count: sql`CASE WHEN ${authFailures.windowStart} < ${windowStart} OR ${authFailures.lockedUntil} < ${at} THEN 1 ELSE ${authFailures.count} + 1 END`,
          windowStart: sql`CASE WHEN ${authFailures.windowStart} < ${windowStart} OR ${authFailures.lockedUntil} < ${at} THEN ${at} ELSE ${authFailures.windowStart} END`,
          lockedUntil: sql`CASE WHEN ${authFailures.lockedUntil} < ${at} THEN NULL ELSE ${authFailures.lockedUntil} END`,
        },
      })
      .returning();
    const count = row?.count ?? 1;
    if (count >= rule.max) {
      await db
        .update(authFailures)
        .set({ lockedUntil: new Date(at.getTime() + rule.lockMinutes * 60_000) })
        .where(eq(authFailures.key, key));
      return 0;
    }
    return rule.max - count;
  }

  async function clear(key: string): Promise<void> {
    await db.delete(authFailures).where(eq(authFailures.key, key));
  }

  async function purge(): Promise<void> {
    const day = new Date(now().getTime() - 24 * 3600_000);
    await db.delete(authFailures).where(sql`${authFailures.windowStart} < ${day} AND coalesce(${authFailures.lockedUntil}, ${day}) <= ${now()}`);
  }

  return { lockedFor, fail, clear, purge };
}
export type Throttle = ReturnType<typeof createThrottle>;
