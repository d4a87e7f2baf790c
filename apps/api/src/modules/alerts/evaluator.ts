import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import { conditionMet } from './rules.ts';
import { priceAlerts, type AlertRow } from './tables.ts';

type Armed = Pick<AlertRow, 'id' | 'userId' | 'code' | 'kind' | 'level'>;
type Seen = { price: number; prevClose: number };

export type EvaluatorDeps = {
  db: Db;
  bus: Bus;
  clock: Clock;
  /** Only the leading process evaluates (one process alone always leads). */
  leading(): boolean;
  /** Told once per alert that fired (after its row says so). */
  fired(row: AlertRow): Promise<void>;
  log: { error(obj: object, msg: string): void };
};

const cents = (text: string) => Math.round(Number(text) * 100);

/**
 * The one evaluator of price alerts, fed by the market's ticks on the bus: an in-memory index of
 * the armed alerts per code, rebuilt from the database at start and at every sweep (so an alert
 * made through another process, or a missed bus message, is never lost for long). A tick only
 * records the latest price per code; a worker then fires each alert whose condition it meets,
 * through the conditional update armed → fired, so an alert fires once whatever the process or
 * the number of ticks. In a cluster only the leader evaluates; alerts made or removed through a
 * follower reach it over the bus (`alerts.changed`).
 */
export function createAlertEvaluator(deps: EvaluatorDeps) {
  const byCode = new Map<string, Map<number, Armed>>();
  const seen = new Map<string, Seen>();
  let working: Promise<void> | undefined;

  function add(a: Armed): void {
    const m = byCode.get(a.code) ?? new Map<number, Armed>();
    m.set(a.id, a);
    byCode.set(a.code, m);
  }
  function remove(code: string, id: number): void {
    byCode.get(code)?.delete(id);
  }

  function observe(code: string, price: number, prevClose: number): void {
    if (!deps.leading() || !byCode.get(code)?.size) return;
    seen.set(code, { price, prevClose });
    working ??= work().finally(() => (working = undefined));
  }

  async function work(): Promise<void> {
    while (seen.size) {
      const batch = [...seen];
      seen.clear();
      for (const [code, s] of batch) await fireMet(code, s);
    }
  }

  async function fireMet(code: string, s: Seen): Promise<void> {
    const due = [...(byCode.get(code)?.values() ?? [])].filter((a) => conditionMet(a.kind, a.level, s.price, s.prevClose));
    for (const a of due.sort((x, y) => x.id - y.id)) {
      remove(code, a.id);
      try {
        const [row] = await deps.db
          .update(priceAlerts)
          .set({ state: 'fired', firedAt: deps.clock.now(), firedPrice: s.price })
          .where(and(eq(priceAlerts.id, a.id), eq(priceAlerts.state, 'armed')))
          .returning();
        if (row) await deps.fired(row);
      } catch (err) {
        // Back in the index: the next tick or sweep tries again (the update keeps it to one firing).
        add(a);
        deps.log.error({ err, alertId: a.id }, 'price alert failed');
      }
    }
  }

  async function load(): Promise<void> {
    const rows = await deps.db
      .select({ id: priceAlerts.id, userId: priceAlerts.userId, code: priceAlerts.code, kind: priceAlerts.kind, level: priceAlerts.level })
      .from(priceAlerts)
      .where(eq(priceAlerts.state, 'armed'));
    byCode.clear();
    for (const r of rows) add(r);
  }

  async function drain(): Promise<void> {
    while (working) await working;
  }

  const unsubscribers = [
    deps.bus.subscribe('tick', (payload) => {
      const tick = payload as { code: string; price: string; prev_close: string; halted?: boolean };
      if (tick.halted) return;
      const price = cents(tick.price);
      const prevClose = cents(tick.prev_close);
      if (Number.isFinite(price) && Number.isFinite(prevClose)) observe(tick.code, price, prevClose);
    }),
    deps.bus.subscribe('alerts.changed', (payload) => {
      if (!deps.leading()) return;
      const change = payload as { op: 'armed'; alert: Armed } | { op: 'removed'; code: string; id: number };
      if (change.op === 'armed') add(change.alert);
      else remove(change.code, change.id);
    }),
  ];

  return {
    load,
    drain,
    /** Rebuilds the index from the database (a scheduled job, and start-up). */
    async sweep(): Promise<void> {
      await drain();
      await load();
    },
    armed: (alert: Armed) => deps.bus.publish('alerts.changed', { op: 'armed', alert }),
    removed: (code: string, id: number) => deps.bus.publish('alerts.changed', { op: 'removed', code, id }),
    stop: () => unsubscribers.forEach((off) => off()),
  };
}
export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;
