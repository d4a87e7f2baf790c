import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerAccounts } from './tables.ts';

/** A user's accounts. */
export const USER_KINDS = ['cash_available', 'cash_frozen', 'money_market', 'loan_principal'] as const;
export type UserKind = (typeof USER_KINDS)[number];

/**
 * The house's accounts: bank_clearing (money between the broker's bank and users), fee_revenue,
 * trade_settlement (the counterparty of executed trades), ipo_escrow, interest_expense (paid to
 * users), interest_income (charged on loans), loan_book (money lent), adjustments (operators'
 * journaled corrections, each with a reason).
 */
export const HOUSE_KINDS = [
  'bank_clearing',
  'fee_revenue',
  'trade_settlement',
  'ipo_escrow',
  'interest_expense',
  'interest_income',
  'loan_book',
  'adjustments',
] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number];

export type AccountRef = { user: number; kind: UserKind } | { house: HouseKind };

const sameRef = (a: AccountRef, b: AccountRef) =>
  'user' in a ? 'user' in b && a.user === b.user && a.kind === b.kind : 'house' in b && a.house === b.house;

/** Finds or makes the accounts, then locks them in id order (a fixed order, so no deadlocks). */
export async function lockAccounts(tx: Tx, refs: AccountRef[], currency: string) {
  const unique = refs.filter((r, i) => refs.findIndex((o) => sameRef(o, r)) === i);
  const ids: number[] = [];
  for (const ref of unique) ids.push(await accountId(tx, ref, currency));
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids)).orderBy(ledgerAccounts.id).for('update');
  return (ref: AccountRef) => {
    const id = ids[unique.findIndex((u) => sameRef(u, ref))];
    const row = rows.find((r) => r.id === id);
    if (!row) throw new Error('account vanished while locked');
    return row;
  };
}

async function accountId(tx: Tx, ref: AccountRef, currency: string): Promise<number> {
  const userId = 'user' in ref ? ref.user : null;
  const kind = 'user' in ref ? ref.kind : ref.house;
  const where = and(
    userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
  );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx.insert(ledgerAccounts).values({ userId, kind, currency, balance: sql`0` }).onConflictDoNothing();
  const [made] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return made!.id;
}

export async function userBalances(db: Db | Tx, userId: number, currency: string): Promise<Record<UserKind, bigint>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));
  const out = { cash_available: 0n, cash_frozen: 0n, money_market: 0n, loan_principal: 0n };
  for (const r of rows) if (r.kind in out) out[r.kind as UserKind] = r.balance;
  return out;
}
