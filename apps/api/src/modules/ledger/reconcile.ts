import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export type Reconciliation = {
  ok: boolean;
  checked_at: string;
  entries: number;
  accounts: number;
  /** Entries whose postings do not sum to zero, or that have fewer than two postings. */
  unbalanced_entries: { entry_id: number; sum: string; postings: number }[];
  /** Accounts whose stored balance differs from the sum of their postings. */
  drifted_accounts: { account_id: number; balance: string; postings_sum: string }[];
  /** Users whose frozen cash differs from the sum of their pending holds. */
  frozen_mismatches: { user_id: number; frozen: string; pending_holds: string }[];
  /** Users' own money below zero (the database forbids it; reported if ever seen). */
  negative_user_accounts: { account_id: number; kind: string; balance: string }[];
  /** All balances together: zero by double entry. */
  total_of_balances: string;
};

const rows = queryRows;

/** The ledger's invariants, checked from the raw tables. Tests call it; operators run it. */
export async function reconcile(db: Db, now: Date): Promise<Reconciliation> {
  const unbalanced = await rows<{ entry_id: string; sum: string; postings: string }>(
    db,
    sql`SELECT e.id AS entry_id, coalesce(sum(p.amount), 0)::text AS sum, count(p.id)::text AS postings
        FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
        GROUP BY e.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2`,
  );
  const drifted = await rows<{ account_id: string; balance: string; postings_sum: string }>(
    db,
    sql`SELECT a.id AS account_id, a.balance::text AS balance, coalesce(sum(p.amount), 0)::text AS postings_sum
        FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
        GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`,
  );
  const frozen = await rows<{ user_id: string; frozen: string; pending_holds: string }>(
    db,
    sql`SELECT u.user_id, coalesce(a.balance, 0)::text AS frozen, coalesce(h.total, 0)::text AS pending_holds
        FROM (SELECT user_id FROM ledger_accounts WHERE kind = 'cash_frozen' AND user_id IS NOT NULL
              UNION SELECT user_id FROM holds WHERE state = 'pending') u
        LEFT JOIN ledger_accounts a ON a.user_id = u.user_id AND a.kind = 'cash_frozen'
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM holds WHERE state = 'pending' GROUP BY user_id) h ON h.user_id = u.user_id
        WHERE coalesce(a.balance, 0) <> coalesce(h.total, 0)`,
  );
  const negative = await rows<{ account_id: string; kind: string; balance: string }>(
    db,
    sql`SELECT id AS account_id, kind, balance::text AS balance FROM ledger_accounts
        WHERE user_id IS NOT NULL AND kind <> 'loan_principal' AND balance < 0`,
  );
  const [totals] = await rows<{ total: string; accounts: string }>(
    db,
    sql`SELECT coalesce(sum(balance), 0)::text AS total, count(*)::text AS accounts FROM ledger_accounts`,
  );
  const [entries] = await rows<{ n: string }>(db, sql`SELECT count(*)::text AS n FROM journal_entries`);
  const report: Reconciliation = {
    ok: false,
    checked_at: now.toISOString(),
    entries: Number(entries?.n ?? 0),
    accounts: Number(totals?.accounts ?? 0),
    unbalanced_entries: unbalanced.map((r) => ({ entry_id: Number(r.entry_id), sum: r.sum, postings: Number(r.postings) })),
    drifted_accounts: drifted.map((r) => ({ ...r, account_id: Number(r.account_id) })),
    frozen_mismatches: frozen.map((r) => ({ ...r, user_id: Number(r.user_id) })),
    negative_user_accounts: negative.map((r) => ({ ...r, account_id: Number(r.account_id) })),
    total_of_balances: totals?.total ?? '0',
  };
  report.ok =
    !report.unbalanced_entries.length &&
    !report.drifted_accounts.length &&
    !report.frozen_mismatches.length &&
    !report.negative_user_accounts.length &&
    report.total_of_balances === '0';
  return report;
}
