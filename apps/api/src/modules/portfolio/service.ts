import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { AccountSummary } from '@meridian/contract/funding';
import type { PortfolioRange, PortfolioView } from '@meridian/contract/portfolio';
import type { Ctx } from '../../platform/context.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Ledger } from '../ledger/service.ts';
import { addDays, dayEnd, dayStart, localDay } from '../market/calendar.ts';
import type { QuoteView } from '../market/quote-view.ts';
import { percentText, slices, timeWeightedReturn, withFlows } from './returns.ts';
import { portfolioSnapshots } from './tables.ts';

export type PortfolioDeps = {
  ledger: Ledger;
  /** The one computation of the account's figures (funding's account summary). */
  summary(userId: number): Promise<AccountSummary>;
  /** The user's positions at live prices (code and market value). */
  positions(userId: number): Promise<{ list: { code: string; market_value: string }[] }>;
  book(code: string): QuoteView | undefined;
  simulated: boolean;
};

/** How often the valuation job runs; each run rewrites today's row, so the day's last valuation stands. */
const SNAPSHOT_EVERY_MS = 15 * 60_000;

/** Days before today that each range starts at (null: from the first valuation). */
const RANGE_DAYS: Record<PortfolioRange, number | null> = { today: 0, week: 6, month: 29, year: 364, all: null };

/**
 * The portfolio: daily valuations (a scheduled job on the leader, one row per user and day),
 * the equity curve and its time-weighted return, and the allocation now.
 */
export function createPortfolioService(ctx: Ctx, deps: PortfolioDeps) {
  const { db, clock } = ctx;

  async function valuation(userId: number, day: string) {
    const summary = await deps.summary(userId);
    const flow = await deps.ledger.externalFlow(db, userId, new Date(dayStart(day)), new Date(dayEnd(day)));
    return { summary, netAssets: parseMoney(summary.net_assets), totalAssets: parseMoney(summary.total_assets), flow };
  }

  /** Values one user today and writes (or rewrites) today's row. */
  async function snapshotUser(userId: number): Promise<void> {
    const now = clock.now();
    const day = localDay(now);
    const v = await valuation(userId, day);
    await db
      .insert(portfolioSnapshots)
      .values({ userId, day, netAssets: v.netAssets, totalAssets: v.totalAssets, netFlow: v.flow, takenAt: now })
      .onConflictDoUpdate({
        target: [portfolioSnapshots.userId, portfolioSnapshots.day],
        set: { netAssets: v.netAssets, totalAssets: v.totalAssets, netFlow: v.flow, takenAt: now },
      });
  }

  async function snapshotAll(): Promise<void> {
    for (const userId of await deps.ledger.usersWithAccounts(db)) {
      try {
        await snapshotUser(userId);
      } catch (err) {
        ctx.log.error({ err, userId }, 'portfolio valuation failed');
      }
    }
  }

  async function allocation(userId: number, summary: AccountSummary) {
    const positions = (await deps.positions(userId)).list;
    const bySector = new Map<string, bigint>();
    for (const p of positions) {
      const sector = deps.book(p.code)?.inst.sector ?? 'Other';
      bySector.set(sector, (bySector.get(sector) ?? 0n) + parseMoney(p.market_value));
    }
    const view = (parts: { key: string; value: bigint }[]) => slices(parts).map((s) => ({ key: s.key, value: formatMoney(s.value), pct: s.pct }));
    return {
      by_product: view([
        { key: 'stocks', value: parseMoney(summary.market_value) },
        { key: 'new_shares', value: parseMoney(summary.pending_listing) },
        { key: 'money_market', value: parseMoney(summary.money_market) },
        { key: 'cash', value: parseMoney(summary.cash) },
      ]),
      by_sector: view([...bySector].map(([key, value]) => ({ key, value }))),
    };
  }

  async function view(userId: number, range: PortfolioRange): Promise<PortfolioView> {
    const today = localDay(clock.now());
    const back = RANGE_DAYS[range];
    const from = back === null ? '0000-01-01' : addDays(today, -back);
    const rows = await db
      .select()
      .from(portfolioSnapshots)
      .where(and(eq(portfolioSnapshots.userId, userId), gte(portfolioSnapshots.day, from), lt(portfolioSnapshots.day, today)))
      .orderBy(asc(portfolioSnapshots.day));
    const before = back === null ? undefined : await lastBefore(userId, from);
    const base = before?.value ?? null;
    const now = await valuation(userId, today);
    const valued = [...rows.map((r) => ({ day: r.day, value: r.netAssets })), { day: today, value: now.netAssets }];
    const days = withFlows(valued, before?.day, await deps.ledger.externalFlowsByDay(db, userId, new Date(dayEnd(today))));
    const start = base ?? 0n;
    const flows = days.reduce((s, d) => s + d.flow, 0n);
    return {
      currency: now.summary.currency,
      range,
      points: days.map((d) => ({ day: d.day, net_assets: formatMoney(d.value), net_flow: formatMoney(d.flow) })),
      start_value: formatMoney(start),
      end_value: formatMoney(now.netAssets),
      net_flows: formatMoney(flows),
      gain: formatMoney(now.netAssets - start - flows),
      return_pct: percentText(timeWeightedReturn(base, days)),
      ...(await allocation(userId, now.summary)),
      simulated: deps.simulated,
    };
  }

  /** The last valuation before `from` (undefined when there is none). */
  async function lastBefore(userId: number, from: string): Promise<{ day: string; value: bigint } | undefined> {
    const [row] = await db
      .select({ value: portfolioSnapshots.netAssets, day: portfolioSnapshots.day })
      .from(portfolioSnapshots)
      .where(and(eq(portfolioSnapshots.userId, userId), lt(portfolioSnapshots.day, from)))
      .orderBy(desc(portfolioSnapshots.day))
      .limit(1);
    return row;
  }

  return {
    view,
    snapshotUser,
    snapshotAll,
    schedule(scheduler: Scheduler): void {
      scheduler.add({ name: 'portfolio.snapshot', everyMs: SNAPSHOT_EVERY_MS, run: snapshotAll });
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;
