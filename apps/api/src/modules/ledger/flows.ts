import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/**
 * Money that came into or left the user's accounts from outside (deposits, paid withdrawals,
 * operators' journaled adjustments): what a return calculation must not count as gain or loss.
 */
export const EXTERNAL_FLOW_KINDS = ['deposit', 'withdrawal_paid', 'adjustment'] as const;

/** The net external flow on all the user's accounts in [from, to), in cents (negative = money out). */
export async function externalFlow(db: Db, userId: number, from: Date, to: Date): Promise<bigint> {
  const kinds = sql.join(
    EXTERNAL_FLOW_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await queryRows<{ s: string | null }>(
    db,
    sql`SELECT sum(p.amount)::text AS s
          FROM postings p
          JOIN journal_entries e ON e.id = p.entry_id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.user_id = ${userId} AND e.kind IN (${kinds})
           AND e.created_at >= ${from.toISOString()} AND e.created_at < ${to.toISOString()}`,
  );
  return BigInt(row?.s ?? '0');
}

/**
 * The user's net external flows per exchange day (Asia/Shanghai) up to `to`, in cents, days
 * without any left out.
 */
export async function externalFlowsByDay(db: Db, userId: number, to: Date): Promise<Map<string, bigint>> {
  const kinds = sql.join(
    EXTERNAL_FLOW_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await queryRows<{ day: string; s: string }>(
    db,
    sql`SELECT to_char(e.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, sum(p.amount)::text AS s
          FROM postings p
          JOIN journal_entries e ON e.id = p.entry_id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.user_id = ${userId} AND e.kind IN (${kinds}) AND e.created_at < ${to.toISOString()}
         GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.day, BigInt(r.s)]));
}

/** Every user who has a ledger account (the ones with anything to value). */
export async function usersWithAccounts(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT DISTINCT user_id::text AS id FROM ledger_accounts WHERE user_id IS NOT NULL ORDER BY 1`);
  return rows.map((r) => Number(r.id));
}
