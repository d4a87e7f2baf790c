import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccountSummary } from '@meridian/contract/funding';
import type { Lang } from '@meridian/contract/languages';
import { queryRows } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import type { FundingDeps } from './deps.ts';
import { maskIban } from './iban.ts';
import { memoOf } from '../ledger/memo.ts';
import { allPostings, postingsPage, type PostingRow } from './ledger-reads.ts';
import { dayEnd, dayStart, localDay, localIso, periodStart, type Period } from '../market/calendar.ts';
import { csvRow, UTF8_BOM } from './statement-csv.ts';
import { statementPage } from './statement-groups.ts';
import { bankCards, deposits, withdrawals } from './tables.ts';
import { toDeposit, toWithdrawal } from './views.ts';


export const toLedgerLine = (p: PostingRow) => ({
  id: p.id,
  entry_id: p.entryId,
  kind: p.kind,
  account: p.account,
  amount: formatMoney(p.amount),
  balance_after: formatMoney(p.balanceAfter),
  memo: p.memo,
  memo_i18n: memoOf(p.memoI18n),
  reference: p.refType ? `${p.refType}:${p.refId ?? ''}` : null,
  created_at: p.createdAt.toISOString(),
});

/** Everything a user reads about their own money. Every query is scoped by the user's id. */
export function createRecords(ctx: Ctx, deps: FundingDeps) {
  const { db, clock } = ctx;
  const { ledger } = deps;
  const currency = ledger.currency;

  async function summary(userId: number): Promise<AccountSummary> {
    const b = await ledger.balances(db, userId);
    const market = deps.marketValue ? await deps.marketValue(userId) : 0n;
    const pending = deps.pendingListingValue ? await deps.pendingListingValue(userId) : 0n;
    const cash = b.cash_available + b.cash_frozen;
    const total = cash + b.money_market + market + pending;
    const loan = -b.loan_principal;
    return {
      currency,
      total_assets: formatMoney(total),
      net_assets: formatMoney(total - loan),
      cash: formatMoney(cash),
      available: formatMoney(b.cash_available),
      withdrawable: formatMoney(b.cash_available),
      frozen: formatMoney(b.cash_frozen),
      money_market: formatMoney(b.money_market),
      loan_outstanding: formatMoney(loan),
      market_value: formatMoney(market),
      pending_listing: formatMoney(pending),
      credit_points: 0,
    };
  }

  async function depositPage(userId: number, page: number, size: number) {
    const rows = await db.select().from(deposits).where(eq(deposits.userId, userId)).orderBy(desc(deposits.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(deposits).where(eq(deposits.userId, userId));
    return { list: rows.map(toDeposit), total: total?.n ?? 0, page, size };
  }

  async function deposit(userId: number, id: number) {
    const [row] = await db.select().from(deposits).where(and(eq(deposits.id, id), eq(deposits.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return toDeposit(row);
  }

  async function withdrawalPage(userId: number, lang: Lang, page: number, size: number) {
    const rows = await db
      .select({ w: withdrawals, card: bankCards })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId));
    return { list: rows.map((r) => toWithdrawal(r.w, r.card, lang)), total: total?.n ?? 0, page, size };
  }

  async function withdrawal(userId: number, id: number, lang: Lang) {
    const [row] = await db
      .select({ w: withdrawals, card: bankCards })
      .from(withdrawals)
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.cardId))
      .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return toWithdrawal(row.w, row.card, lang);
  }

  /** Deposits ("in") and withdrawals ("out") in one list, newest first. */
  async function bankRecords(userId: number, type: 'in' | 'out' | 'all', page: number, size: number) {
    const ins = sql`SELECT 'in' AS type, id, method, amount::text AS amount, currency, state, reference, NULL AS iban, created_at, decided_at FROM deposits WHERE user_id = ${userId}`;
    const outs = sql`SELECT 'out' AS type, w.id, 'withdrawal' AS method, w.amount::text AS amount, w.currency, w.state, NULL AS reference, c.iban, w.created_at, w.decided_at
                     FROM withdrawals w JOIN bank_cards c ON c.id = w.card_id WHERE w.user_id = ${userId}`;
    const union = type === 'in' ? ins : type === 'out' ? outs : sql`${ins} UNION ALL ${outs}`;
    type Row = { type: 'in' | 'out'; id: string | number; method: string; amount: string; currency: string; state: string; reference: string | null; iban: string | null; created_at: string | Date; decided_at: string | Date | null };
    const rows = await queryRows<Row>(db, sql`SELECT * FROM (${union}) r ORDER BY created_at DESC, type, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`);
    const [total] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM (${union}) r`);
    const time = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
    return {
      list: rows.map((r) => ({
        type: r.type,
        id: Number(r.id),
        method: r.method,
        amount: formatMoney(BigInt(r.amount)),
        currency: r.currency,
        state: r.state,
        reference: r.reference ?? maskIban(r.iban ?? ''),
        created_at: time(r.created_at)!,
        decided_at: time(r.decided_at),
      })),
      total: Number(total?.n ?? 0),
      page,
      size,
    };
  }

  /** The statement since the start of the period (Asia/Shanghai calendar): one row per business action, with its postings. */
  async function moneyLog(userId: number, range: Period, page: number, size: number) {
    const from = periodStart(range, clock.now());
    const { list, total } = await statementPage(db, { userId, currency, from }, page, size);
    return {
      list,
      total,
      page,
      size,
      range,
      from: from.toISOString(),
    };
  }

  /** Every posting on every account of the user between two Shanghai days, as CSV text. */
  async function statementCsv(userId: number, range: { from?: string | undefined; to?: string | undefined }) {
    const from = range.from ? new Date(dayStart(range.from)) : undefined;
    const to = range.to ? new Date(dayEnd(range.to)) : undefined;
    if (from && to && from >= to) throw new AppError('VALIDATION_FAILED', { fields: 'from, to' });
    const parts = [UTF8_BOM, csvRow(['time', 'entry_id', 'kind', 'account', 'amount', 'balance_after', 'currency', 'memo', 'reference'])];
    for await (const batch of allPostings(db, { userId, currency, ...(from ? { from } : {}), ...(to ? { to } : {}) })) {
      for (const p of batch) {
        const line = toLedgerLine(p);
        parts.push(csvRow([localIso(p.createdAt), p.entryId, p.kind, p.account, line.amount, line.balance_after, currency, p.memo, line.reference]));
      }
    }
    const filename = `statement-${range.from ?? 'start'}-${range.to ?? localDay(clock.now())}.csv`;
    return { csv: parts.join(''), filename };
  }

  /** For operators: a user's balances and postings, newest first. */
  async function userLedger(userId: number, page: number, size: number) {
    const b = await ledger.balances(db, userId);
    const { rows, total } = await postingsPage(db, { userId, currency }, page, size);
    return {
      currency,
      balances: {
        cash_available: formatMoney(b.cash_available),
        cash_frozen: formatMoney(b.cash_frozen),
        money_market: formatMoney(b.money_market),
        loan_principal: formatMoney(b.loan_principal),
      },
      postings: { list: rows.map(toLedgerLine), total, page, size },
    };
  }

  return { summary, depositPage, deposit, withdrawalPage, withdrawal, bankRecords, moneyLog, statementCsv, userLedger };
}
export type Records = ReturnType<typeof createRecords>;
