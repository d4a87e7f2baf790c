import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard, Permission } from '@meridian/contract/admin';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../db/client.ts';
import { formatMoney } from '../../platform/money.ts';
import { localDay } from '../market/calendar.ts';
import { can } from './permissions.ts';
import type { Operator } from './service.ts';

type QueueKey = Dashboard['queues'][number]['key'];

/**
 * Each queue: who may see it, how its waiting items are counted, and how long the oldest may
 * wait before it is an alert (minutes). Reads only: the dashboard changes nothing.
 */
const QUEUES: { key: QueueKey; permission: Permission; limit: number; query: SQL }[] = [
  { key: 'identity', permission: 'identity', limit: 24 * 60, query: sql`SELECT count(*)::int AS n, min(submitted_at) AS oldest FROM identity_verifications WHERE state = 'pending'` },
  { key: 'deposits', permission: 'deposits', limit: 24 * 60, query: sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM deposits WHERE state = 'pending'` },
  { key: 'withdrawals', permission: 'withdrawals', limit: 4 * 60, query: sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM withdrawals WHERE state = 'pending'` },
  { key: 'loans', permission: 'loans', limit: 24 * 60, query: sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM loans WHERE state = 'pending'` },
  {
    key: 'support',
    permission: 'support',
    limit: 60,
    // A thread waits when it has user lines newer than the operators' last read line.
    query: sql`SELECT count(DISTINCT t.id)::int AS n, min(m.created_at) AS oldest
               FROM support_threads t JOIN support_messages m ON m.thread_id = t.id AND m.sender = 'user' AND m.id > t.operator_read_id`,
  },
];

/** Proposals wait this long at most before the dashboard shows them as an alert (minutes). */
const APPROVALS_LIMIT = 4 * 60;

export type DashboardDeps = {
  marketState: (at: Date) => { state: 'open' | 'closed'; always_open: boolean };
  /** The pending proposals this operator may see (their roles' kinds and their own). */
  approvalsWaiting: (op: Operator) => Promise<{ count: number; oldest: Date | null }>;
};

export function createDashboard(ctx: Ctx, deps: DashboardDeps) {
  const { db, clock, config } = ctx;

  async function view(op: Operator): Promise<Dashboard> {
    const now = clock.now();
    const queues: Dashboard['queues'] = [];
    const queue = (key: QueueKey, count: number, oldest: Date | null, limit: number) =>
      queues.push({
        key,
        count,
        oldest_at: oldest?.toISOString() ?? null,
        age_minutes: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : null,
        limit_minutes: limit,
      });
    for (const q of QUEUES) {
      if (!can(op, q.permission)) continue;
      const [row] = await queryRows<{ n: number; oldest: Date | string | null }>(db, q.query);
      queue(q.key, Number(row?.n ?? 0), row?.oldest ? new Date(row.oldest) : null, q.limit);
    }
    const waiting = await deps.approvalsWaiting(op);
    queue('approvals', waiting.count, waiting.oldest, APPROVALS_LIMIT);

    // The trading day's totals (Asia/Shanghai midnight on), for operators who handle money.
    let today: Dashboard['today'] = null;
    if (can(op, 'deposits') || can(op, 'withdrawals') || can(op, 'ledger.read')) {
      const start = sql`(date_trunc('day', ${now}::timestamptz AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai')`;
      const [totals] = await queryRows<{ deposits: string; payouts: string; orders: number; fees: string }>(
        db,
        sql`SELECT
              (SELECT coalesce(sum(credited_amount), 0)::text FROM deposits WHERE state = 'credited' AND decided_at >= ${start}) AS deposits,
              (SELECT coalesce(sum(amount), 0)::text FROM withdrawals WHERE state = 'approved' AND decided_at >= ${start}) AS payouts,
              (SELECT count(*)::int FROM trading_orders WHERE created_at >= ${start}) AS orders,
              (SELECT coalesce(sum(coalesce(commission, 0) + coalesce(transfer_fee, 0) + coalesce(stamp_duty, 0)), 0)::text FROM trading_orders WHERE state = 'filled' AND filled_at >= ${start}) AS fees`,
      );
      today = {
        day: localDay(now),
        deposits: formatMoney(BigInt(totals?.deposits ?? '0')),
        payouts: formatMoney(BigInt(totals?.payouts ?? '0')),
        orders: Number(totals?.orders ?? 0),
        fees: formatMoney(BigInt(totals?.fees ?? '0')),
        currency: config.CURRENCY,
      };
    }

    // The last reconciliation run (operators run it from the ledger screen; every run is audited).
    let reconciliation: Dashboard['reconciliation'] = null;
    if (can(op, 'ledger.read')) {
      const [last] = await queryRows<{ ok: boolean | null; at: Date | string; username: string | null }>(
        db,
        sql`SELECT (a.detail->>'ok')::boolean AS ok, a.created_at AS at, o.username
            FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
            WHERE a.action = 'ledger.reconcile' ORDER BY a.id DESC LIMIT 1`,
      );
      reconciliation = { ok: last?.ok ?? null, checked_at: last ? new Date(last.at).toISOString() : null, checked_by: last?.username ?? null };
    }

    const [halted] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM instruments WHERE halted`);
    const session = deps.marketState(now);

    const alerts: Dashboard['alerts'] = queues
      .filter((q) => q.count > 0 && q.age_minutes !== null && q.age_minutes > q.limit_minutes)
      .map((q) => ({ key: q.key, count: q.count, age_minutes: q.age_minutes }));
    if (reconciliation) {
      const stale = !reconciliation.checked_at || now.getTime() - Date.parse(reconciliation.checked_at) > 24 * 3600_000;
      if (reconciliation.ok === false || stale) {
        alerts.push({ key: 'reconciliation', count: reconciliation.ok === false ? 1 : 0, age_minutes: reconciliation.checked_at ? Math.floor((now.getTime() - Date.parse(reconciliation.checked_at)) / 60_000) : null });
      }
    }
    return { queues, today, reconciliation, market: { state: session.state, always_open: session.always_open, halted: Number(halted?.n ?? 0) }, alerts };
  }

  return { view };
}
export type DashboardService = ReturnType<typeof createDashboard>;
