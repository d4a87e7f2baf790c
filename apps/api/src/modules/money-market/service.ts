import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminYield, HistoryType, MoneyMarketEstimate, MoneyMarketSummary, RedemptionMode } from '@meridian/contract/money-market';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money, parseMoney, type Money } from '../../platform/money.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { memo } from '../ledger/memo.ts';
import { addDays, localDay } from '../market/calendar.ts';
import type { SettingsService } from '../settings/service.ts';
import { estimateReturn, incomePer10k, ratePercent } from './income.ts';
import { orderDays, parseCutoff, type TradingCalendar } from './order-days.ts';
import { createRecords } from './records.ts';
import { createSettlement, type SettleDeps } from './settle.ts';
import { moneyMarketHoldings, moneyMarketIncome, moneyMarketPurchases, moneyMarketRedemptions } from './tables.ts';
import { toPurchase, toRedemption } from './views.ts';
import { createYieldSource, sevenDayYield, type RateOf } from './yield.ts';

export type MoneyMarketDeps = SettleDeps & {
  /** Throws PAY_PASSWORD_* unless the trading password is right (attempt-limited). */
  account: { verifyPayPassword(userId: number, pin: string): Promise<void> };
  settings: SettingsService;
  /** The exchange's trading days (market sessions: weekends and MARKET_HOLIDAYS closed). */
  calendar: TradingCalendar;
};

type Exec = Db | Tx;
/** The one figure (`s`) a summing or counting query answers, as a bigint. */
const sumOf = async (exec: Exec, query: SQL) => BigInt((await queryRows<{ s: string | null }>(exec, query))[0]?.s ?? '0');

/**
 * The money-market balance product (rules: contract money-market.ts). Purchases and redemptions
 * run under the user's holding lock after settling it, so what they check is what is true.
 */
export function createMoneyMarketService(ctx: Ctx, deps: MoneyMarketDeps) {
  const { db, clock, config } = ctx;
  const cutoffMinutes = parseCutoff(config.MONEY_MARKET_CUTOFF);
  const instantCap = parseMoney(config.MONEY_MARKET_INSTANT_DAILY_CAP);
  const yields = createYieldSource(ctx, deps.settings);
  const settlement = createSettlement(ctx, deps);
  const records = createRecords(ctx);
  const daysAt = (at: Date) => orderDays(deps.calendar, cutoffMinutes, at);

  /** An amount as typed: empty → "enter the amount", zero or below → "must be greater than 0". */
  function positiveAmount(input: string): Money {
    if (input.trim() === '') throw new AppError('MONEY_MARKET_AMOUNT_REQUIRED');
    const amount = parseMoney(input);
    if (amount <= 0n) throw new AppError('MONEY_MARKET_AMOUNT_NOT_POSITIVE');
    return amount;
  }

  const holdingOf = async (exec: Exec, userId: number) =>
    (await exec.select().from(moneyMarketHoldings).where(eq(moneyMarketHoldings.userId, userId)))[0];
  const pendingPurchases = (exec: Exec, userId: number) =>
    sumOf(exec, sql`SELECT sum(amount)::text AS s FROM money_market_purchases WHERE user_id = ${userId} AND state = 'pending'`);
  const instantUsed = (exec: Exec, userId: number, day: string) =>
    sumOf(exec, sql`SELECT sum(amount)::text AS s FROM money_market_redemptions WHERE user_id = ${userId} AND mode = 'instant' AND request_day = ${day}`);

  /** Balance, what is being redeemed, and what may still be redeemed. */
  async function figures(exec: Exec, userId: number, redeeming?: bigint) {
    const { money_market: balance } = await deps.ledger.balances(exec, userId);
    const asked = redeeming ?? (await holdingOf(exec, userId))?.redeeming ?? 0n;
    return { balance, redeeming: asked, redeemable: balance - asked };
  }

  /** Settles the user first when a day, a confirmation or a pay-out is due (reads then show today's truth). */
  async function ensureSettled(userId: number, now: Date, rateOf: RateOf) {
    const holding = await holdingOf(db, userId);
    if (!holding) return;
    const today = localDay(now);
    const due =
      holding.settledThrough < addDays(today, -1) ||
      (await sumOf(db, sql`SELECT count(*)::text AS s FROM money_market_purchases WHERE user_id = ${userId} AND state = 'pending' AND confirm_day <= ${today}`)) > 0n ||
      (await sumOf(db, sql`SELECT count(*)::text AS s FROM money_market_redemptions WHERE user_id = ${userId} AND state = 'pending' AND pay_day <= ${today}`)) > 0n;
    if (due) await settlement.settleUser(userId, now, rateOf);
  }

  const overAvailable = (cash: bigint) => new AppError('MONEY_MARKET_OVER_AVAILABLE', { available: formatMoney(cash) });
  const overRedeemable = (redeemable: bigint) => new AppError('MONEY_MARKET_OVER_REDEEMABLE', { redeemable: formatMoney(redeemable) });
  const overCap = (used: bigint) =>
    new AppError('MONEY_MARKET_INSTANT_CAP_EXCEEDED', { cap: formatMoney(instantCap), remaining: formatMoney(used >= instantCap ? 0n : instantCap - used) });

  /** From available cash: held at once, confirmed into the balance on the next trading day after T. */
  async function purchase(userId: number, body: { amount: string; pay_password: string }) {
    const amount = positiveAmount(body.amount);
    // Checked before the trading password so a wrong amount costs no password attempt; again under the lock.
    const { cash_available: cash } = await deps.ledger.balances(db, userId);
    if (amount > cash) throw overAvailable(cash);
    await deps.account.verifyPayPassword(userId, body.pay_password);
    const now = clock.now();
    const days = daysAt(now);
    const rateOf = await yields.rates();
    try {
      const { row, staged } = await db.transaction(async (tx) => {
        const settled = await settlement.settleLocked(tx, await settlement.lockHolding(tx, userId, now), now, rateOf);
        const { cash_available: available } = await deps.ledger.balances(tx, userId);
        if (amount > available) throw overAvailable(available);
        const [made] = await tx
          .insert(moneyMarketPurchases)
          .values({ userId, amount, tradeDay: days.tradeDay, confirmDay: days.settleDay, createdAt: now })
          .returning();
        const hold = await deps.ledger.hold(tx, {
          key: `mm:purchase:${made!.id}:hold`,
          userId,
          amount,
          reason: 'money_market_purchase',
          ref: { type: 'money_market_purchase', id: made!.id },
          memo: memo('money_market_purchase', { id: made!.id, day: days.settleDay }),
        });
        const [row] = await tx.update(moneyMarketPurchases).set({ holdId: hold.id }).where(eq(moneyMarketPurchases.id, made!.id)).returning();
        return { row: row!, staged: settled.staged };
      });
      for (const s of staged) await s.push();
      return toPurchase(row);
    } catch (err) {
      // Cash spent elsewhere between the check and the hold: the ledger refused; say it in the product's words.
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') throw overAvailable((await deps.ledger.balances(db, userId)).cash_available);
      throw err;
    }
  }

  /** Normal: paid into cash on the next trading day after T. Instant: paid at once, within the daily cap. */
  async function redeem(userId: number, body: { amount: string; pay_password: string; mode: RedemptionMode }) {
    const amount = positiveAmount(body.amount);
    const now = clock.now();
    const days = daysAt(now);
    const rateOf = await yields.rates();
    await ensureSettled(userId, now, rateOf);
    const before = await figures(db, userId);
    if (amount > before.redeemable) throw overRedeemable(before.redeemable);
    if (body.mode === 'instant') {
      const used = await instantUsed(db, userId, days.requestDay);
      if (used + amount > instantCap) throw overCap(used);
    }
    await deps.account.verifyPayPassword(userId, body.pay_password);
    const { row, staged } = await db.transaction(async (tx) => {
      const settled = await settlement.settleLocked(tx, await settlement.lockHolding(tx, userId, now), now, rateOf);
      const { redeemable } = await figures(tx, userId, settled.holding.redeeming);
      if (amount > redeemable) throw overRedeemable(redeemable);
      const instant = body.mode === 'instant';
      if (instant) {
        const used = await instantUsed(tx, userId, days.requestDay);
        if (used + amount > instantCap) throw overCap(used);
      }
      const [made] = await tx
        .insert(moneyMarketRedemptions)
        .values({
          userId,
          amount,
          mode: body.mode,
          requestDay: days.requestDay,
          tradeDay: instant ? days.requestDay : days.tradeDay,
          payDay: instant ? days.requestDay : days.settleDay,
          createdAt: now,
        })
        .returning();
      if (!instant) {
        await tx.update(moneyMarketHoldings).set({ redeeming: settled.holding.redeeming + amount }).where(eq(moneyMarketHoldings.userId, userId));
        return { row: made!, staged: settled.staged };
      }
      const entry = await deps.ledger.post(tx, {
        key: `mm:redemption:${made!.id}:pay`,
        kind: 'money_market_redemption',
        userId,
        memo: memo('money_market_instant_redemption', { id: made!.id }),
        ref: { type: 'money_market_redemption', id: made!.id },
        detail: { mode: 'instant' },
        lines: [
          { account: { user: userId, kind: 'money_market' }, amount: money(-amount) },
          { account: { user: userId, kind: 'cash_available' }, amount },
        ],
      });
      const [paid] = await tx
        .update(moneyMarketRedemptions)
        .set({ state: 'paid', payEntryId: entry.entryId, paidAt: now })
        .where(eq(moneyMarketRedemptions.id, made!.id))
        .returning();
      return { row: paid!, staged: settled.staged };
    });
    for (const s of staged) await s.push();
    return toRedemption(row);
  }

  async function summary(userId: number): Promise<MoneyMarketSummary> {
    const now = clock.now();
    const today = localDay(now);
    const rateOf = await yields.rates();
    await ensureSettled(userId, now, rateOf);
    const holding = await holdingOf(db, userId);
    const f = await figures(db, userId, holding?.redeeming ?? 0n);
    const [yesterday] = await db
      .select({ amount: moneyMarketIncome.amount })
      .from(moneyMarketIncome)
      .where(and(eq(moneyMarketIncome.userId, userId), eq(moneyMarketIncome.day, addDays(today, -1))));
    const used = await instantUsed(db, userId, today);
    const capLeft = used >= instantCap ? 0n : instantCap - used;
    const days = daysAt(now);
    const current = rateOf(today);
    return {
      currency: deps.ledger.currency,
      balance: formatMoney(f.balance),
      earning: formatMoney(f.redeemable),
      pending_purchase: formatMoney(await pendingPurchases(db, userId)),
      pending_redemption: formatMoney(f.redeeming),
      redeemable: formatMoney(f.redeemable),
      yesterday_income: formatMoney(yesterday?.amount ?? 0n),
      cumulative_income: formatMoney(holding?.cumulativeIncome ?? 0n),
      seven_day_yield: sevenDayYield(rateOf, today),
      current_rate_bp: current,
      current_rate: ratePercent(current),
      income_per_10k: incomePer10k(rateOf(addDays(today, -1))),
      yield_source: yields.source,
      day_count: 'actual/365',
      cutoff: config.MONEY_MARKET_CUTOFF,
      today,
      settled_through: holding?.settledThrough ?? null,
      order_now: { trade_day: days.tradeDay, confirm_day: days.settleDay, first_income_day: days.firstIncomeDay, pay_day: days.settleDay },
      instant_daily_cap: formatMoney(instantCap),
      instant_remaining: formatMoney(capLeft < f.redeemable ? capLeft : f.redeemable),
    };
  }

  /** Income over `days` days at today's rate, on `amount` or (none given) on what earns now. */
  async function estimate(userId: number, query: { days: number; amount?: string | undefined }): Promise<MoneyMarketEstimate> {
    const now = clock.now();
    const rateOf = await yields.rates();
    const rateBp = rateOf(localDay(now));
    const typed = query.amount?.trim();
    if (!typed) await ensureSettled(userId, now, rateOf);
    const amount = typed ? positiveAmount(typed) : (await figures(db, userId)).redeemable;
    return {
      amount: formatMoney(amount),
      days: query.days,
      annual_rate_bp: rateBp,
      annual_rate: ratePercent(rateBp),
      estimated_return: formatMoney(estimateReturn(amount, rateBp, query.days)),
      day_count: 'actual/365',
      compounding: 'daily',
    };
  }

  async function yieldView(): Promise<AdminYield> {
    const today = localDay(clock.now());
    const rateOf = await yields.rates();
    return {
      source: yields.source,
      today,
      current_rate_bp: rateOf(today),
      current_rate: ratePercent(rateOf(today)),
      seven_day_yield: sevenDayYield(rateOf, today),
      default_rate_bp: yields.base,
      schedule: yields.source === 'operator' ? await yields.schedule() : [],
    };
  }

  const runSettlement = async (now = clock.now()) => settlement.runSettlement(now, await yields.rates());

  function schedule(scheduler: Scheduler) {
    scheduler.add({ name: 'money-market.settle', everyMs: 5 * 60_000, run: async () => void (await runSettlement()) });
  }

  return {
    purchase,
    redeem,
    summary,
    estimate,
    purchaseOf: (userId: number, id: number) => records.purchaseOf(userId, id),
    redemptionOf: (userId: number, id: number) => records.redemptionOf(userId, id),
    /** "My money-market balance", settled first so a due confirmation or pay-out shows as done. */
    async history(userId: number, type: HistoryType | 'all', page: number, size: number) {
      const now = clock.now();
      await ensureSettled(userId, now, await yields.rates());
      return records.history(userId, type, page, size);
    },
    admin: {
      yield: yieldView,
      /** Checked when proposed; written only when another operator approves (four eyes). */
      checkYield: yields.checkSettable,
      applyYield: yields.set,
      holdings: records.holdings,
      flows: records.flows,
    },
    runSettlement,
    schedule,
  };
}
export type MoneyMarketService = ReturnType<typeof createMoneyMarketService>;
