import { eq } from 'drizzle-orm';
import { ledgerAccounts, postings } from '../ledger/tables.ts';
import { SH_STOCK, type TradingKit } from './trading-test-kit.ts';
import { positionCloses, positions, trades } from './tables.ts';

/** Shared by the leverage scenario tests (not a test file itself). */
export async function offerLeverage(k: TradingKit, s: { multipliers: number[]; annual_rate_bp: number; margin_call_pct: number; maintenance_pct: number }) {
  const res = await k.approved('PUT', '/leverage', s);
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** A leveraged market buy of `quantity` SH_STOCK; answers the position row. */
export async function leveragedBuy(k: TradingKit, token: string, userId: number, quantity: number, leverage: number) {
  await k.placed(token, { code: SH_STOCK, side: 'buy', quantity, leverage });
  const rows = await k.t.ctx.db.select().from(positions).where(eq(positions.userId, userId)).orderBy(positions.id);
  return rows.at(-1)!;
}

export const positionRow = async (k: TradingKit, id: number) => (await k.t.ctx.db.select().from(positions).where(eq(positions.id, id)))[0]!;
export const closesOf = (k: TradingKit, id: number) => k.t.ctx.db.select().from(positionCloses).where(eq(positionCloses.positionId, id));
export const tradesOf = (k: TradingKit, userId: number) => k.t.ctx.db.select().from(trades).where(eq(trades.userId, userId)).orderBy(trades.id);

/** The postings of one journal entry as "house:kind" / "user:kind" → amount. */
export async function entryLines(k: TradingKit, entryId: number): Promise<Record<string, bigint>> {
  const rows = await k.t.ctx.db
    .select({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(postings.entryId, entryId));
  return Object.fromEntries(rows.map((r) => [`${r.userId === null ? 'house' : 'user'}:${r.kind}`, r.amount]));
}
