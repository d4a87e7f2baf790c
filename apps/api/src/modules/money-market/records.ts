import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminFlow, AdminHolding, HistoryType, MoneyMarketHistoryItem } from '@meridian/contract/money-market';
import { queryRows } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import { moneyMarketPurchases, moneyMarketRedemptions } from './tables.ts';
import { toPurchase, toRedemption } from './views.ts';

type FlowRow = {
  type: HistoryType;
  id: string | number;
  amount: string;
  state: MoneyMarketHistoryItem['state'];
  mode: 'normal' | 'instant' | null;
  day: string | Date;
  rate_bp: number | string | null;
  created_at: string | Date;
  user_id: string | number;
  username: string;
};

const dayText = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

function toItem(r: FlowRow): MoneyMarketHistoryItem {
  return {
    type: r.type,
    id: Number(r.id),
    amount: formatMoney(BigInt(r.amount)),
    state: r.state,
    mode: r.mode,
    day: dayText(r.day),
    rate_bp: r.rate_bp === null ? null : Number(r.rate_bp),
    created_at: new Date(r.created_at).toISOString(),
  };
}

/**
 * Purchases, redemptions and credited income as one list, newest first. `day` is the
 * confirmation day, the pay day, or the day the income is for. Scoped to one user unless
 * `userId` is undefined (the operators' read-only view).
 */
function flowsSql(type: HistoryType | 'all', userId: number | undefined): SQL {
  const mine = (column: string) => (userId === undefined ? sql`TRUE` : sql`${sql.raw(column)} = ${userId}`);
  const parts: Record<HistoryType, SQL> = {
    purchase: sql`SELECT 'purchase' AS type, id, amount::text AS amount, state, NULL::text AS mode, confirm_day::text AS day, NULL::int AS rate_bp, created_at, user_id
                  FROM money_market_purchases WHERE ${mine('user_id')}`,
    redemption: sql`SELECT 'redemption' AS type, id, amount::text AS amount, state, mode, pay_day::text AS day, NULL::int AS rate_bp, created_at, user_id
                    FROM money_market_redemptions WHERE ${mine('user_id')}`,
    income: sql`SELECT 'income' AS type, id, amount::text AS amount, 'credited' AS state, NULL::text AS mode, day::text AS day, rate_bp, created_at, user_id
                FROM money_market_income WHERE ${mine('user_id')}`,
  };
  const chosen = type === 'all' ? [parts.purchase, parts.redemption, parts.income] : [parts[type]];
  return sql.join(chosen, sql` UNION ALL `);
}

export function createRecords(ctx: Ctx) {
  const { db } = ctx;

  async function flowPage(type: HistoryType | 'all', userId: number | undefined, page: number, size: number) {
    const union = flowsSql(type, userId);
    const rows = await queryRows<FlowRow>(
      db,
      sql`SELECT f.*, u.username FROM (${union}) f JOIN users u ON u.id = f.user_id
          ORDER BY f.created_at DESC, f.type, f.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
    );
    const [total] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM (${union}) f`);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** "My money-market balance": the signed-in user's own flows only. */
  async function history(userId: number, type: HistoryType | 'all', page: number, size: number) {
    const { rows, total } = await flowPage(type, userId, page, size);
    return { list: rows.map(toItem), total, page, size };
  }

  /** Operators: everyone's flows, or one user's, read-only. */
  async function flows(type: HistoryType | 'all', userId: number | undefined, page: number, size: number) {
    const { rows, total } = await flowPage(type, userId, page, size);
    const list: AdminFlow[] = rows.map((r) => ({ ...toItem(r), user_id: Number(r.user_id), username: r.username }));
    return { list, total, page, size };
  }

  /** Operators: every holding with its balance (the ledger's money_market account), largest first. */
  async function holdings(page: number, size: number) {
    type Row = { user_id: string | number; username: string; balance: string; pending_purchase: string; redeeming: string; cumulative_income: string; settled_through: string | Date };
    const rows = await queryRows<Row>(
      db,
      sql`SELECT h.user_id, u.username, coalesce(a.balance, 0)::text AS balance, h.redeeming::text AS redeeming,
                 h.cumulative_income::text AS cumulative_income, h.settled_through::text AS settled_through,
                 coalesce((SELECT sum(p.amount) FROM money_market_purchases p WHERE p.user_id = h.user_id AND p.state = 'pending'), 0)::text AS pending_purchase
          FROM money_market_holdings h JOIN users u ON u.id = h.user_id
          LEFT JOIN ledger_accounts a ON a.user_id = h.user_id AND a.kind = 'money_market'
          ORDER BY coalesce(a.balance, 0) DESC, h.user_id LIMIT ${size} OFFSET ${(page - 1) * size}`,
    );
    const [totals] = await queryRows<{ n: string | number; total: string }>(
      db,
      sql`SELECT count(*) AS n, coalesce(sum(a.balance), 0)::text AS total FROM money_market_holdings h
          LEFT JOIN ledger_accounts a ON a.user_id = h.user_id AND a.kind = 'money_market'`,
    );
    const list: AdminHolding[] = rows.map((r) => ({
      user_id: Number(r.user_id),
      username: r.username,
      balance: formatMoney(BigInt(r.balance)),
      pending_purchase: formatMoney(BigInt(r.pending_purchase)),
      pending_redemption: formatMoney(BigInt(r.redeeming)),
      cumulative_income: formatMoney(BigInt(r.cumulative_income)),
      settled_through: dayText(r.settled_through),
    }));
    return { list, total: Number(totals?.n ?? 0), page, size, total_balance: formatMoney(BigInt(totals?.total ?? '0')) };
  }

  async function purchaseOf(userId: number, id: number) {
    const [row] = await db.select().from(moneyMarketPurchases).where(and(eq(moneyMarketPurchases.id, id), eq(moneyMarketPurchases.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return toPurchase(row);
  }

  async function redemptionOf(userId: number, id: number) {
    const [row] = await db.select().from(moneyMarketRedemptions).where(and(eq(moneyMarketRedemptions.id, id), eq(moneyMarketRedemptions.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return toRedemption(row);
  }

  return { history, flows, holdings, purchaseOf, redemptionOf };
}
