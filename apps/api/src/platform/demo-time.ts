import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import type { Ctx } from './context.ts';

const KEY = 'demo.clock_offset_ms';
/** How long a follower waits for the leader to run the jobs after the clock moved. */
const RUN_ALL_WAIT_MS = 120_000;

/** The demo clock's offset as last saved (0 when it never moved). */
export async function loadClockOffset(db: Db): Promise<number> {
  const [row] = await queryRows<{ v: string }>(db, sql`SELECT value::text AS v FROM app_settings WHERE key = ${KEY}`);
  return row ? Number(JSON.parse(row.v)) : 0;
}

/** Adds `ms` to the saved offset inside the caller's transaction; answers the new offset. */
export async function saveClockAdvance(tx: Tx, ms: number): Promise<number> {
  const [row] = await queryRows<{ v: string }>(
    tx,
    sql`INSERT INTO app_settings (key, value, updated_at) VALUES (${KEY}, to_jsonb(${ms}::bigint), now())
        ON CONFLICT (key) DO UPDATE SET value = to_jsonb((app_settings.value #>> '{}')::bigint + ${ms}::bigint), updated_at = now()
        RETURNING value::text AS v`,
  );
  return Number(JSON.parse(row!.v));
}

/**
 * The demo clock across processes. Its offset lives in the database (a restart keeps it), a
 * move is published so every process's clock moves with it, and the scheduled jobs then run
 * once, on the leader: a follower asks the leader over the bus and waits for its answer.
 */
export function shareDemoTime(ctx: Pick<Ctx, 'bus' | 'clock' | 'leader' | 'scheduler' | 'log'>) {
  const waiting = new Map<string, () => void>();
  ctx.bus.subscribe('clock.offset', (payload) => {
    const { offset } = payload as { offset: number };
    const ahead = offset - ctx.clock.offset();
    if (ahead > 0) ctx.clock.advance(ahead);
  });
  ctx.bus.subscribe('jobs.run-all', (payload) => {
    const { id } = payload as { id: string };
    if (!ctx.leader.leading()) return;
    void ctx.scheduler
      .runAll()
      .catch((err: unknown) => ctx.log.error({ err }, 'jobs after a clock move failed'))
      .finally(() => ctx.bus.publish('jobs.ran', { id }));
  });
  ctx.bus.subscribe('jobs.ran', (payload) => waiting.get((payload as { id: string }).id)?.());

  return {
    /** Moves every process's clock to `offset` (saved by saveClockAdvance) and runs every job once on the leader. */
    async moved(offset: number): Promise<void> {
      await ctx.bus.send('clock.offset', { offset });
      if (ctx.leader.leading()) return ctx.scheduler.runAll();
      const id = randomUUID();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, RUN_ALL_WAIT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
        void ctx.bus.send('jobs.run-all', { id });
      }).finally(() => waiting.delete(id));
    },
  };
}
export type DemoTime = ReturnType<typeof shareDemoTime>;
