import { sql } from 'drizzle-orm';
import type { MoneyLogItem } from '@meridian/contract/funding';
import { queryRows, type Db } from '../../db/client.ts';
import { formatMoney } from '../../platform/money.ts';
import { memoOf } from '../ledger/memo.ts';

/**
 * The money log as a statement: one row per business action, each with its postings. Entries
 * of one action share a reference (a withdrawal's hold and its payout or release, an order's
 * freeze and fill); references that span several actions over time (a loan: disbursement, then
 * each repayment) stay one row per journal entry.
 */
export const ONE_ACTION_REFS = [
  'withdrawal',
  'deposit',
  'order',
  'ipo_application',
  'money_market_purchase',
  'money_market_redemption',
] as const;

type Row = {
  grp: string;
  id: string | number;
  entry_id: string | number;
  kind: string;
  account: 'cash_available' | 'cash_frozen';
  amount: string;
  balance_after: string;
  memo: string;
  memo_i18n: unknown;
  ref_type: string | null;
  created_at: string | Date;
};

export type StatementFilter = { userId: number; currency: string; from: Date };

function base(f: StatementFilter) {
  const refs = sql.join(ONE_ACTION_REFS.map((r) => sql`${r}`), sql`, `);
  return sql`SELECT CASE WHEN e.ref_type IN (${refs}) AND e.ref_id IS NOT NULL THEN e.ref_type || ':' || e.ref_id ELSE 'entry:' || e.id::text END AS grp,
                    p.id, p.entry_id, e.kind, a.kind AS account, p.amount::text AS amount, p.balance_after::text AS balance_after,
                    e.memo, e.detail -> 'memo' AS memo_i18n, e.ref_type, p.created_at
               FROM postings p
               JOIN ledger_accounts a ON a.id = p.account_id
               JOIN journal_entries e ON e.id = p.entry_id
              WHERE a.user_id = ${f.userId} AND a.currency = ${f.currency}
                AND a.kind IN ('cash_available', 'cash_frozen') AND p.created_at >= ${f.from.toISOString()}`;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** Newest action first (by its latest posting); the postings of each action oldest first. */
export async function statementPage(db: Db, f: StatementFilter, page: number, size: number): Promise<{ list: MoneyLogItem[]; total: number }> {
  const rows = await queryRows<Row>(
    db,
    sql`WITH p AS (${base(f)}),
             g AS (SELECT grp, max(id) AS last_id FROM p GROUP BY grp ORDER BY last_id DESC LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT p.*, g.last_id FROM p JOIN g ON g.grp = p.grp ORDER BY g.last_id DESC, p.id ASC`,
  );
  const [total] = await queryRows<{ n: string | number }>(db, sql`SELECT count(DISTINCT grp) AS n FROM (${base(f)}) p`);
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.grp, [...(groups.get(row.grp) ?? []), row]);
  return { list: [...groups.entries()].map(([key, postings]) => toItem(key, postings)), total: Number(total?.n ?? 0) };
}

function toItem(key: string, postings: Row[]): MoneyLogItem {
  const first = postings[0]!;
  const last = postings[postings.length - 1]!;
  const sum = (account: Row['account']) => postings.filter((p) => p.account === account).reduce((s, p) => s + BigInt(p.amount), 0n);
  const lastAvailable = [...postings].reverse().find((p) => p.account === 'cash_available');
  return {
    id: key,
    kind: first.ref_type && key.startsWith(`${first.ref_type}:`) ? first.ref_type : first.kind,
    last_kind: last.kind,
    available_change: formatMoney(sum('cash_available')),
    frozen_change: formatMoney(sum('cash_frozen')),
    balance_after: lastAvailable ? formatMoney(BigInt(lastAvailable.balance_after)) : null,
    memo: first.memo,
    memo_i18n: memoOf(first.memo_i18n),
    created_at: iso(first.created_at),
    updated_at: iso(last.created_at),
    postings: postings.map((p) => ({
      id: Number(p.id),
      entry_id: Number(p.entry_id),
      kind: p.kind,
      account: p.account,
      amount: formatMoney(BigInt(p.amount)),
      balance_after: formatMoney(BigInt(p.balance_after)),
      memo: p.memo,
      memo_i18n: memoOf(p.memo_i18n),
      created_at: iso(p.created_at),
    })),
  };
}
