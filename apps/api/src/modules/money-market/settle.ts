import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { memo } from '../ledger/memo.ts';
import type { Ledger } from '../ledger/service.ts';
import { addDays, localDay } from '../market/calendar.ts';
import type { MessagesService } from '../messages/service.ts';
import { dailyIncome } from './income.ts';
import { moneyMarketHoldings, moneyMarketIncome, moneyMarketPurchases, moneyMarketRedemptions } from './tables.ts';
import type { RateOf } from './yield.ts';

export type SettleDeps = { ledger: Ledger; messages: Pick<MessagesService, 'stage'> };
export type HoldingRow = typeof moneyMarketHoldings.$inferSelect;
type PurchaseRow = typeof moneyMarketPurchases.$inferSelect;
type Staged = { push(): Promise<unknown> };
export type Settled = { holding: HoldingRow; days: number; income: bigint; confirmed: number; paid: number; staged: Staged[] };

/**
 * Brings one user's holding up to date, under its row lock, in the order things happened:
 * for each ended day not yet settled, first the purchases confirmed that day join the earning
 * balance, then the day's income is credited on it (and earns from the next day); then the
 * purchases confirmed today join, and normal redemptions due today or earlier are paid out.
 *
 * Ledger entries (each sums to zero; the keys make a retry harmless):
 * - confirmation `mm:purchase:<id>:confirm`: the hold posts, cash_frozen −X, money_market +X.
 * - income `mm:income:<user>:<day>`: house interest_expense −i, user money_market +i.
 * - pay-out `mm:redemption:<id>:pay`: money_market −X, cash_available +X.
 *
 * Every change to what earns goes through here first (purchase and redemption settle before
 * they act), so between two settlements nothing changed what earned, and a late run — after any
 * downtime — credits exactly what timely daily runs would have.
 */
export function createSettlement(ctx: Ctx, deps: SettleDeps) {
  const { db, log } = ctx;

  /** Locks the user's holding row, making it first if needed (settled through yesterday: nothing earned before). */
  async function lockHolding(tx: Tx, userId: number, now: Date): Promise<HoldingRow> {
    await tx
      .insert(moneyMarketHoldings)
      .values({ userId, settledThrough: addDays(localDay(now), -1), createdAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(moneyMarketHoldings).where(eq(moneyMarketHoldings.userId, userId)).for('update');
    return row!;
  }

  async function confirm(tx: Tx, p: PurchaseRow, now: Date, staged: Staged[]): Promise<bigint> {
    if (p.holdId === null) throw new Error(`money-market purchase ${p.id} has no hold`);
    const hold = await deps.ledger.postHold(tx, {
      holdId: p.holdId,
      userId: p.userId,
      key: `mm:purchase:${p.id}:confirm`,
      kind: 'money_market_purchase',
      memo: memo('money_market_purchase_confirmed', { id: p.id }),
      detail: { trade_day: p.tradeDay, confirm_day: p.confirmDay },
      to: [{ account: { user: p.userId, kind: 'money_market' }, amount: money(p.amount) }],
    });
    await tx
      .update(moneyMarketPurchases)
      .set({ state: 'confirmed', confirmEntryId: hold.resolveEntryId, confirmedAt: now })
      .where(eq(moneyMarketPurchases.id, p.id));
    const params = { amount: formatMoney(p.amount), confirm_day: p.confirmDay, first_income_day: addDays(p.confirmDay, 1) };
    staged.push(await deps.messages.stage(tx, p.userId, 'money_market_purchase_confirmed', params));
    return p.amount;
  }

  async function credit(tx: Tx, userId: number, day: string, earning: bigint, rateBp: number, amount: bigint, now: Date) {
    const entry = await deps.ledger.post(tx, {
      key: `mm:income:${userId}:${day}`,
      kind: 'money_market_income',
      userId,
      memo: memo('money_market_income', { day }),
      ref: { type: 'money_market_income', id: day },
      detail: { day, earning: formatMoney(earning), rate_bp: rateBp, day_count: 'actual/365' },
      lines: [
        { account: { house: 'interest_expense' }, amount: money(-amount) },
        { account: { user: userId, kind: 'money_market' }, amount: money(amount) },
      ],
    });
    // Under the holding lock a settled day is never met again; a replay would mean a broken invariant.
    if (entry.replayed) throw new Error(`money-market income of user ${userId} for ${day} was already credited`);
    await tx.insert(moneyMarketIncome).values({ userId, day, earning, rateBp, amount, entryId: entry.entryId, createdAt: now });
  }

  /** Pays out the user's normal redemptions due by `today`; answers the total paid. */
  async function payDue(tx: Tx, userId: number, today: string, now: Date, staged: Staged[]): Promise<{ total: bigint; count: number }> {
    const due = await tx
      .select()
      .from(moneyMarketRedemptions)
      .where(and(eq(moneyMarketRedemptions.userId, userId), eq(moneyMarketRedemptions.state, 'pending'), lte(moneyMarketRedemptions.payDay, today)))
      .orderBy(asc(moneyMarketRedemptions.id))
      .for('update');
    let total = 0n;
    for (const r of due) {
      const entry = await deps.ledger.post(tx, {
        key: `mm:redemption:${r.id}:pay`,
        kind: 'money_market_redemption',
        userId,
        memo: memo('money_market_redemption_paid', { id: r.id }),
        ref: { type: 'money_market_redemption', id: r.id },
        detail: { mode: r.mode, trade_day: r.tradeDay, pay_day: r.payDay },
        lines: [
          { account: { user: userId, kind: 'money_market' }, amount: money(-r.amount) },
          { account: { user: userId, kind: 'cash_available' }, amount: money(r.amount) },
        ],
      });
      await tx.update(moneyMarketRedemptions).set({ state: 'paid', payEntryId: entry.entryId, paidAt: now }).where(eq(moneyMarketRedemptions.id, r.id));
      staged.push(await deps.messages.stage(tx, userId, 'money_market_redemption_paid', { amount: formatMoney(r.amount), pay_day: r.payDay }));
      total += r.amount;
    }
    return { total, count: due.length };
  }

  /** Settles a holding the caller's transaction has locked (see above). */
  async function settleLocked(tx: Tx, holding: HoldingRow, now: Date, rateOf: RateOf): Promise<Settled> {
    const userId = holding.userId;
    const today = localDay(now);
    const yesterday = addDays(today, -1);
    const staged: Staged[] = [];
    const due = await tx
      .select()
      .from(moneyMarketPurchases)
      .where(and(eq(moneyMarketPurchases.userId, userId), eq(moneyMarketPurchases.state, 'pending'), lte(moneyMarketPurchases.confirmDay, today)))
      .orderBy(asc(moneyMarketPurchases.confirmDay), asc(moneyMarketPurchases.id))
      .for('update');
    const { money_market: balance } = await deps.ledger.balances(tx, userId);
    let earning = balance - holding.redeeming;
    let next = 0;
    let days = 0;
    let income = 0n;
    for (let day = addDays(holding.settledThrough, 1); day <= yesterday; day = addDays(day, 1)) {
      while (next < due.length && due[next]!.confirmDay <= day) earning += await confirm(tx, due[next++]!, now, staged);
      // Nothing earns until the next confirmation: the remaining days would each pay 0.
      if (earning <= 0n && (next >= due.length || due[next]!.confirmDay > yesterday)) break;
      const rateBp = rateOf(day);
      const amount = dailyIncome(earning, rateBp);
      if (amount > 0n) {
        await credit(tx, userId, day, earning, rateBp, amount, now);
        earning += amount;
        income += amount;
        days += 1;
      }
    }
    while (next < due.length) earning += await confirm(tx, due[next++]!, now, staged);
    const paid = await payDue(tx, userId, today, now, staged);
    const settledThrough = holding.settledThrough > yesterday ? holding.settledThrough : yesterday;
    const [updated] = await tx
      .update(moneyMarketHoldings)
      .set({ settledThrough, redeeming: holding.redeeming - paid.total, cumulativeIncome: holding.cumulativeIncome + income })
      .where(eq(moneyMarketHoldings.userId, userId))
      .returning();
    return { holding: updated!, days, income, confirmed: due.length, paid: paid.count, staged };
  }

  /** Users with anything to settle as of `now`: an ended day not settled, a confirmation or a pay-out due. */
  async function behind(now: Date): Promise<number[]> {
    const today = localDay(now);
    const yesterday = addDays(today, -1);
    const rows = await queryRows<{ user_id: string | number }>(
      db,
      sql`SELECT user_id FROM money_market_holdings WHERE settled_through < ${yesterday}
          UNION SELECT user_id FROM money_market_purchases WHERE state = 'pending' AND confirm_day <= ${today}
          UNION SELECT user_id FROM money_market_redemptions WHERE state = 'pending' AND pay_day <= ${today}
          ORDER BY user_id`,
    );
    return rows.map((r) => Number(r.user_id));
  }

  /** Settles one user in a transaction of its own, then pushes the notices. */
  async function settleUser(userId: number, now: Date, rateOf: RateOf): Promise<Settled> {
    const done = await db.transaction(async (tx) => settleLocked(tx, await lockHolding(tx, userId, now), now, rateOf));
    for (const s of done.staged) await s.push();
    return done;
  }

  /**
   * The job: every user with something due, each in its own transaction; a second run the same
   * day moves nothing. One user's failure is logged and retried at the next run.
   */
  async function runSettlement(now: Date, rateOf: RateOf) {
    const users = await behind(now);
    let days = 0;
    let income = 0n;
    let confirmed = 0;
    let paid = 0;
    let failed = 0;
    for (const userId of users) {
      try {
        const done = await settleUser(userId, now, rateOf);
        days += done.days;
        income += done.income;
        confirmed += done.confirmed;
        paid += done.paid;
      } catch (err) {
        failed += 1;
        log.error({ err, userId }, 'money-market settlement failed');
      }
    }
    return { users: users.length, income_days: days, income: formatMoney(income), confirmed, paid, failed };
  }

  return { lockHolding, settleLocked, settleUser, runSettlement, behind };
}
export type Settlement = ReturnType<typeof createSettlement>;
