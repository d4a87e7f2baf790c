import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type Tx } from '../../db/client.ts';
import { insertJson, jsonParam, updateJson } from '../../db/json-rows.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountRef } from './accounts.ts';
import { memoColumns } from './memo.ts';
import { journalEntries, ledgerAccounts } from './tables.ts';
import type { EntryInput } from './service.ts';

export type BatchOptions = {
  /** Leave out an entry that would take a user's money below zero (reported in `skipped`) instead of failing the batch. */
  skipInsufficient?: boolean;
  /**
   * Leave the house accounts' postings and balances to `finish`, which the caller runs as the
   * last statement of its transaction: the hot house rows (fees, settlement, …) are then locked
   * only from that statement to the commit.
   */
  houseLast?: boolean;
};
/**
 * `finish(alongside)`: the house side as the caller's last statement; `alongside` (another last
 * write of the caller's, such as its requests' stored answers) runs in that same statement, so
 * the two cost one round trip.
 */
export type BatchResult = { posted: Map<string, number>; skipped: Set<string>; finish: (alongside?: SQL) => Promise<void> };
type HouseLine = { key: string; account_id: number; amount: bigint; seq: number };

type AccountRow = typeof ledgerAccounts.$inferSelect;
/** The accounts of a batch, its users' locked (`lockMany`), by `refKey`. */
export type Locked = Map<string, AccountRow>;
const refKey = (r: AccountRef) => ('user' in r ? `u:${r.user}:${r.kind}` : `h:${r.house}`);

/**
 * Many entries in one go, for high-volume flows (a burst of market orders): the same rules as
 * `post` — postings sum to zero, a user's own money never below zero — with a fixed number of
 * statements whatever the number of entries: one to lock the users' accounts (in id order), one
 * to write entries, the users' postings and balances, and one for the house accounts. House
 * accounts are shared by every batch of every process, so they are never locked up front: their
 * balances change by one atomic `balance = balance + delta` each, whose answer gives their
 * postings' `balance_after` (no rule bounds a house balance, so nothing needs reading first).
 * With `houseLast` that statement is the caller's last. Entries apply in the order given.
 * The keys must be new: a key that was already used fails the whole batch
 * (IDEMPOTENCY_KEY_REUSED), so the caller retries one by one.
 *
 * In two steps for a caller that sends its own statements beside them (the market-order
 * executor): `lockMany` with the accounts its entries may touch, then `postLocked` with the
 * entries and their ids, taken beforehand (`nextEntryIds`), so that nothing it writes waits for
 * an answer of the database.
 */
export async function postMany(tx: Tx, entries: EntryInput[], ctx: { currency: string; now: Date }, opts: BatchOptions = {}): Promise<BatchResult> {
  // Without `houseLast` the house side is already written: `finish` only runs what goes beside it.
  const alongsideOnly = async (alongside?: SQL) => void (alongside && (await tx.execute(alongside)));
  if (entries.length === 0) return { posted: new Map(), skipped: new Set(), finish: alongsideOnly };
  checkEntries(entries);
  const accounts = await lockMany(tx, entries.flatMap((e) => e.lines.map((l) => l.account)), ctx.currency);
  const ids = await nextEntryIds(tx, entries.length);
  const { result, write } = postLocked(tx, accounts, entries.map((e, i) => ({ ...e, id: ids[i]! })), ctx, opts);
  await write();
  if (opts.houseLast) return result;
  await result.finish();
  return { ...result, finish: alongsideOnly };
}

function checkEntries(entries: EntryInput[]) {
  for (const e of entries) {
    if (e.lines.length < 2) throw new Error('an entry needs at least two postings');
    if (e.lines.some((l) => l.amount === 0n)) throw new Error('a posting cannot be zero');
    if (e.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('postings must sum to zero');
  }
}

/** Ids for `n` new journal entries, from the entries' own sequence. */
export async function nextEntryIds(tx: Tx, n: number): Promise<number[]> {
  const rows = await queryPrepared<{ id: string }>(tx, sql`SELECT nextval('journal_entries_id_seq')::text AS id FROM generate_series(1, ${n}::int)`);
  return rows.map((r) => Number(r.id));
}

/**
 * The second step of `postMany`, on accounts locked by `lockMany` (every account the entries
 * touch). Decides at once, in memory, which entries are posted and which are skipped; `write`
 * sends the statement that writes them (it fails on a key used before), `finish` the house side.
 */
export function postLocked(
  tx: Tx,
  accounts: Locked,
  entries: (EntryInput & { id: number })[],
  ctx: { currency: string; now: Date },
  opts: BatchOptions = {},
): { result: BatchResult; write: () => Promise<void> } {
  const posted = new Map<string, number>();
  const skipped = new Set<string>();
  const houseLines: HouseLine[] = [];
  const finish = (alongside?: SQL) => applyHouses(tx, houseLines, posted, ctx.now, alongside);
  const result = { posted, skipped, finish };
  checkEntries(entries);

  // Running balances in entry order; an entry that would overdraw a user's money is left out (or fails the batch).
  const balance = new Map<number, bigint>([...accounts.values()].map((a) => [a.id, a.balance]));
  const accepted: { entry: EntryInput & { id: number }; rows: { accountId: number; amount: bigint; after: bigint }[] }[] = [];
  for (const entry of entries) {
    const next = new Map<number, bigint>();
    const house: HouseLine[] = [];
    const rows = entry.lines.flatMap((line) => {
      const acc = accounts.get(refKey(line.account));
      if (!acc) throw new Error(`account ${refKey(line.account)} was not locked for this batch`);
      if (acc.userId === null) {
        house.push({ key: entry.key, account_id: acc.id, amount: line.amount, seq: 0 });
        return [];
      }
      const after = (next.get(acc.id) ?? balance.get(acc.id)!) + line.amount;
      next.set(acc.id, after);
      return [{ accountId: acc.id, amount: line.amount as bigint, after, acc }];
    });
    const overdrawn = rows.some((r) => r.acc.kind !== 'loan_principal' && next.get(r.accountId)! < 0n);
    if (overdrawn) {
      if (!opts.skipInsufficient) throw new AppError('INSUFFICIENT_FUNDS');
      skipped.add(entry.key);
      continue;
    }
    for (const [id, after] of next) balance.set(id, after);
    for (const h of house) houseLines.push({ ...h, seq: houseLines.length });
    accepted.push({ entry, rows });
    posted.set(entry.key, entry.id);
  }
  if (accepted.length === 0) return { result, write: async () => {} };

  // Entries, their postings and the new balances in one statement (rows as JSON: db/json-rows.ts).
  const entryRows = accepted.map(({ entry: e }) => ({
    id: e.id,
    idempotencyKey: e.key,
    kind: e.kind,
    userId: e.userId ?? null,
    ...memoColumns(e.memo, e.detail),
    refType: e.ref?.type ?? null,
    refId: e.ref ? String(e.ref.id) : null,
    createdAt: ctx.now,
  }));
  const postingRows = accepted.flatMap(({ entry, rows }) => rows.map((r) => ({ entry_id: entry.id, account_id: r.accountId, amount: r.amount, balance_after: r.after })));
  const before = new Map([...accounts.values()].map((a) => [a.id, a.balance]));
  const changed = [...balance].filter(([id, b]) => before.get(id) !== b).map(([id, b]) => ({ id, balance: b }));
  const write = () =>
    queryPrepared<{ made: number }>(
      tx,
      sql`WITH e AS (${insertJson(journalEntries, entryRows, sql`ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`)}),
        p AS (INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
              SELECT x.entry_id, x.account_id, x.amount, x.balance_after, ${ctx.now.toISOString()}::timestamptz
              FROM json_to_recordset(${jsonParam(postingRows)}::json) AS x(entry_id bigint, account_id bigint, amount bigint, balance_after bigint)
              JOIN e ON e.id = x.entry_id)
        ${changed.length ? sql`, u AS (${updateJson(ledgerAccounts, 'id', changed)})` : sql``}
        SELECT count(*)::int AS made FROM e`,
    ).then(([row]) => {
      // A key used before: nothing of this batch may stand (the caller's transaction rolls back).
      if (row?.made !== accepted.length) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    });
  return { result, write };
}

/**
 * The house accounts' side of the posted entries, in one statement: each account's balance
 * moves by the sum of its lines (an atomic update, so concurrent batches never read a stale
 * balance), and each line's `balance_after` is the new balance less the lines after it.
 */
async function applyHouses(tx: Tx, lines: HouseLine[], posted: Map<string, number>, now: Date, alongside?: SQL): Promise<void> {
  if (lines.length === 0) {
    if (alongside) await queryPrepared(tx, alongside);
    return;
  }
  const rows = lines.map((l) => ({ entry_id: posted.get(l.key)!, account_id: l.account_id, amount: l.amount, seq: l.seq }));
  await queryPrepared(tx, sql`
    WITH ${alongside ? sql`side AS (${alongside}),` : sql``} x AS (SELECT * FROM json_to_recordset(${jsonParam(rows)}::json) AS x(entry_id bigint, account_id bigint, amount bigint, seq int)),
      d AS (SELECT account_id, sum(amount)::bigint AS delta FROM x GROUP BY account_id),
      u AS (UPDATE ledger_accounts a SET balance = a.balance + d.delta FROM d WHERE a.id = d.account_id RETURNING a.id, a.balance)
    INSERT INTO postings (entry_id, account_id, amount, balance_after, created_at)
    SELECT x.entry_id, x.account_id, x.amount,
           u.balance - coalesce(sum(x.amount) OVER (PARTITION BY x.account_id ORDER BY x.seq ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
           ${now.toISOString()}::timestamptz
    FROM x JOIN u ON u.id = x.account_id
    ORDER BY x.seq`);
}

/** Finds (or makes) every account, the users' locked in id order. */
export async function lockMany(tx: Tx, refs: AccountRef[], currency: string): Promise<Locked> {
  const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
  const users = unique.filter((r): r is Extract<AccountRef, { user: number }> => 'user' in r).map((r) => ({ user_id: r.user, kind: r.kind }));
  const houses = unique.filter((r): r is Extract<AccountRef, { house: string }> => 'house' in r).map((r) => ({ kind: r.house }));
  // One statement: the users' accounts locked (in id order); the house accounts only found,
  // since postMany changes them atomically at the end. Both lists travel as JSON (db/json-rows.ts).
  const lock = () =>
    queryPrepared<{ id: string; user_id: string | null; kind: string; currency: string; balance: string; created_ms: number }>(
      tx,
      sql`WITH mine AS MATERIALIZED (
            SELECT a.* FROM ledger_accounts a
            JOIN json_to_recordset(${jsonParam(users)}::json) AS x(user_id bigint, kind text) ON a.user_id = x.user_id AND a.kind = x.kind
            WHERE a.currency = ${currency}
            ORDER BY a.id FOR UPDATE OF a)
          SELECT id::text, user_id::text, kind, currency, balance::text, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM mine
          UNION ALL
          SELECT id::text, NULL, kind, currency, balance::text, (extract(epoch FROM created_at) * 1000)::float8 FROM ledger_accounts
          WHERE user_id IS NULL AND currency = ${currency} AND kind IN (SELECT kind FROM json_to_recordset(${jsonParam(houses)}::json) AS h(kind text))`,
    ).then((rows) =>
      rows.map(
        (r): AccountRow => ({
          id: Number(r.id),
          userId: r.user_id === null ? null : Number(r.user_id),
          kind: r.kind,
          currency: r.currency,
          balance: BigInt(r.balance),
          createdAt: new Date(Number(r.created_ms)),
        }),
      ),
    );
  const index = (rows: AccountRow[]) => new Map(rows.map((a) => [a.userId === null ? `h:${a.kind}` : `u:${a.userId}:${a.kind}`, a]));

  let found = index(await lock());
  const missing = unique.filter((r) => !found.has(refKey(r)));
  if (missing.length) {
    await tx
      .insert(ledgerAccounts)
      .values(missing.map((r) => ({ userId: 'user' in r ? r.user : null, kind: 'user' in r ? r.kind : r.house, currency, balance: sql`0` })))
      .onConflictDoNothing();
    found = index(await lock());
  }
  if (unique.some((r) => !found.has(refKey(r)))) throw new Error('account vanished while locked');
  return found;
}
