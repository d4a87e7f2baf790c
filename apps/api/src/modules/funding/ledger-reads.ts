import { and, count, desc, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../ledger/tables.ts';

/**
 * Read-only views of a user's postings for the money log, the statement and the operators'
 * ledger view. The ledger service has no listing of postings yet; these queries only read its
 * tables and belong there once it offers one.
 */
export type PostingRow = {
  id: number;
  entryId: number;
  kind: string;
  account: string;
  amount: bigint;
  balanceAfter: bigint;
  memo: string;
  /** The entry's `detail->'memo'` (key and values) as stored; read with `memoOf`. */
  memoI18n: unknown;
  refType: string | null;
  refId: string | null;
  createdAt: Date;
};

const columns = {
  id: postings.id,
  entryId: postings.entryId,
  kind: journalEntries.kind,
  account: ledgerAccounts.kind,
  amount: postings.amount,
  balanceAfter: postings.balanceAfter,
  memo: journalEntries.memo,
  memoI18n: sql<unknown>`${journalEntries.detail} -> 'memo'`,
  refType: journalEntries.refType,
  refId: journalEntries.refId,
  createdAt: postings.createdAt,
};

export type PostingFilter = { userId: number; currency: string; accounts?: string[]; from?: Date; to?: Date };

function where(f: PostingFilter): SQL {
  return and(
    eq(ledgerAccounts.userId, f.userId),
    eq(ledgerAccounts.currency, f.currency),
    f.accounts ? inArray(ledgerAccounts.kind, f.accounts) : undefined,
    f.from ? gte(postings.createdAt, f.from) : undefined,
    f.to ? lt(postings.createdAt, f.to) : undefined,
  )!;
}

/** Newest first, one page. */
export async function postingsPage(db: Db, f: PostingFilter, page: number, size: number): Promise<{ rows: PostingRow[]; total: number }> {
  const rows = await db
    .select(columns)
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(where(f))
    .orderBy(desc(postings.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db
    .select({ n: count() })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(where(f));
  return { rows, total: total?.n ?? 0 };
}

/** Oldest first, in batches, for a statement of any length without holding it all twice. */
export async function* allPostings(db: Db, f: PostingFilter, batch = 1000): AsyncGenerator<PostingRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(columns)
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(and(where(f), gte(postings.id, after + 1)))
      .orderBy(asc(postings.id))
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}
