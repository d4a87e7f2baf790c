import { and, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { IpoApplication, IpoApplicationState, IpoMine } from '@meridian/contract/ipo';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { memo } from '../ledger/memo.ts';
import type { IpoDeps } from './deps.ts';
import { toApplication, toIssue } from './dto.ts';
import type { Lifecycle } from './lifecycle.ts';
import { checkSubscribable, exchangeQuota, issueQuotaUnits, quotaRules, unitsFor } from './rules.ts';
import { ipoApplications, ipoIssues, type ApplicationRow, type IssueRow } from './tables.ts';

/** One-click apply passes over an issue that closed or was applied for in the meantime. */
const PASSED_BY = new Set(['IPO_NOT_OPEN', 'IPO_NOT_YET_OPEN', 'IPO_CLOSED', 'IPO_ALREADY_APPLIED']);

const FILTERS: Record<'all' | 'subscribed' | 'allocated' | 'none', IpoApplicationState[] | undefined> = {
  all: undefined,
  subscribed: ['applied'],
  allocated: ['allocated', 'paid', 'forfeited', 'listed'],
  none: ['not_allocated', 'void'],
};

/**
 * The user's side: quota, applying (one issue, or one click for all), the application records
 * and paying for an allocation. Every query is scoped to the signed-in user; someone else's
 * application id is simply not found.
 */
export function createApplications(ctx: Ctx, deps: IpoDeps, lifecycle: Lifecycle) {
  const english = (code: string) => deps.market.book(code)?.inst.nameEn;
  const { db, clock } = ctx;
  const rules = quotaRules(ctx.config);

  async function quotas(userId: number) {
    const value = await deps.trading.marketValueByExchange(userId);
    return { SH: exchangeQuota(rules, 'SH', value.SH), SZ: exchangeQuota(rules, 'SZ', value.SZ) };
  }

  /** Windows whose start has come open now, before a user looks (the job would a few seconds later). */
  async function openDue(): Promise<void> {
    const due = await db.select({ id: ipoIssues.id }).from(ipoIssues).where(and(eq(ipoIssues.state, 'scheduled'), lte(ipoIssues.subscribeStart, clock.now())));
    for (const { id } of due) await lifecycle.open(id);
  }

  async function openIssues(): Promise<IssueRow[]> {
    await openDue();
    const now = clock.now();
    return db
      .select()
      .from(ipoIssues)
      .where(and(eq(ipoIssues.state, 'open'), lte(ipoIssues.subscribeStart, now), gt(ipoIssues.subscribeEnd, now)))
      .orderBy(ipoIssues.subscribeEnd, ipoIssues.id);
  }

  async function ownApplications(userId: number, issueIds: number[]): Promise<Map<number, ApplicationRow>> {
    if (!issueIds.length) return new Map();
    const rows = await db.select().from(ipoApplications).where(and(eq(ipoApplications.userId, userId), inArray(ipoApplications.issueId, issueIds)));
    return new Map(rows.map((r) => [r.issueId, r]));
  }

  function mineOf(issue: IssueRow, exchangeUnits: number, app: ApplicationRow | undefined, now: Date): IpoMine {
    const units = issueQuotaUnits(exchangeUnits, issue.maxUnitsPerUser);
    return {
      issue: toIssue(issue, now, english),
      quota_units: units,
      quota_shares: units * issue.unitShares,
      application: app ? toApplication(app, issue, now, english) : null,
    };
  }

  /** Open issues with the user's quota and application for each (the one-click apply screen). */
  async function open(userId: number): Promise<{ list: IpoMine[] }> {
    const issues = await openIssues();
    const q = await quotas(userId);
    const mine = await ownApplications(userId, issues.map((i) => i.id));
    const now = clock.now();
    return { list: issues.map((i) => mineOf(i, q[i.exchange].units, mine.get(i.id), now)) };
  }

  async function mineFor(userId: number, issueId: number): Promise<IpoMine> {
    await openDue();
    const [issue] = await db.select().from(ipoIssues).where(eq(ipoIssues.id, issueId));
    if (!issue) throw new AppError('NOT_FOUND');
    const q = await quotas(userId);
    return mineOf(issue, q[issue.exchange].units, (await ownApplications(userId, [issueId])).get(issueId), clock.now());
  }

  /** One application, under a shared lock on the issue so that a draw cannot start halfway. */
  async function insert(userId: number, issueId: number, units: number, quotaUnits: number): Promise<IpoApplication> {
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const [issue] = await tx.select().from(ipoIssues).where(eq(ipoIssues.id, issueId)).for('share');
        checkSubscribable(issue, now);
        const [made] = await tx
          .insert(ipoApplications)
          .values({ issueId, userId, units, shares: units * issue.unitShares, quotaUnits, createdAt: now })
          .returning();
        return toApplication(made!, issue, now, english);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'ipo_applications_issue_user_key')) throw new AppError('IPO_ALREADY_APPLIED');
      throw err;
    }
  }

  async function apply(userId: number, body: { apply_code: string; shares: string }): Promise<IpoApplication> {
    const code = body.apply_code.trim();
    if (!code) throw new AppError('IPO_CODE_REQUIRED');
    if (body.shares.trim() === '' || Number(body.shares) === 0) throw new AppError('IPO_SHARES_ZERO');
    const [found] = await db.select().from(ipoIssues).where(eq(ipoIssues.applyCode, code));
    if (!found || found.state === 'cancelled') throw new AppError('IPO_CODE_UNKNOWN');
    if (found.state === 'scheduled') await lifecycle.open(found.id);
    const [issue] = found.state === 'scheduled' ? await db.select().from(ipoIssues).where(eq(ipoIssues.id, found.id)) : [found];
    const now = clock.now();
    checkSubscribable(issue, now);
    const [already] = await db.select({ id: ipoApplications.id }).from(ipoApplications).where(and(eq(ipoApplications.issueId, issue.id), eq(ipoApplications.userId, userId)));
    if (already) throw new AppError('IPO_ALREADY_APPLIED');
    const quotaUnits = issueQuotaUnits((await quotas(userId))[issue.exchange].units, issue.maxUnitsPerUser);
    const units = unitsFor(body.shares, issue.unitShares, quotaUnits);
    return insert(userId, issue.id, units, quotaUnits);
  }

  /** Every open issue not yet applied for, each at the user's full quota; issues without quota are skipped. */
  async function oneClick(userId: number): Promise<{ applied: IpoApplication[] }> {
    const issues = await openIssues();
    const q = await quotas(userId);
    const mine = await ownApplications(userId, issues.map((i) => i.id));
    const applied: IpoApplication[] = [];
    for (const issue of issues) {
      if (mine.has(issue.id)) continue;
      const units = issueQuotaUnits(q[issue.exchange].units, issue.maxUnitsPerUser);
      if (units <= 0) continue;
      try {
        applied.push(await insert(userId, issue.id, units, units));
      } catch (err) {
        // Closed or applied for in the meantime (a parallel click): the others still go ahead.
        if (!(err instanceof AppError && PASSED_BY.has(err.code))) throw err;
      }
    }
    if (!applied.length) throw new AppError('IPO_NOTHING_TO_APPLY');
    return { applied };
  }

  async function list(userId: number, filter: keyof typeof FILTERS, page: number, size: number) {
    const states = FILTERS[filter];
    const where = and(eq(ipoApplications.userId, userId), states ? inArray(ipoApplications.state, states) : undefined);
    const rows = await db
      .select({ app: ipoApplications, issue: ipoIssues })
      .from(ipoApplications)
      .innerJoin(ipoIssues, eq(ipoIssues.id, ipoApplications.issueId))
      .where(where)
      .orderBy(desc(ipoApplications.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(ipoApplications).where(where);
    const now = clock.now();
    return { list: rows.map((r) => toApplication(r.app, r.issue, now, english)), total: total?.n ?? 0, page, size };
  }

  /**
   * Pays an allocation from available cash into the house's IPO escrow, with the trading
   * password, before the deadline. The ledger refuses more than the cash there is.
   */
  async function pay(userId: number, applicationId: number, pin: string): Promise<IpoApplication> {
    const [own] = await db.select().from(ipoApplications).where(and(eq(ipoApplications.id, applicationId), eq(ipoApplications.userId, userId)));
    if (!own) throw new AppError('NOT_FOUND');
    const check = (app: ApplicationRow, issue: IssueRow | undefined, now: Date) => {
      if (app.state === 'paid' || app.state === 'listed') throw new AppError('IPO_ALREADY_PAID');
      if (app.state === 'forfeited' || (app.state === 'allocated' && (!issue || issue.state !== 'drawn' || now >= issue.payDeadline))) {
        throw new AppError('IPO_PAYMENT_CLOSED');
      }
      if (app.state !== 'allocated') throw new AppError('IPO_NOT_PAYABLE');
    };
    const [issueBefore] = await db.select().from(ipoIssues).where(eq(ipoIssues.id, own.issueId));
    check(own, issueBefore, clock.now());
    await deps.identity.requireVerified(userId);
    await deps.account.verifyPayPassword(userId, pin);
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [issue] = await tx.select().from(ipoIssues).where(eq(ipoIssues.id, own.issueId)).for('share');
      const [app] = await tx.select().from(ipoApplications).where(eq(ipoApplications.id, own.id)).for('update');
      check(app!, issue, now);
      const amount = app!.amountDue ?? 0n;
      const entry = await deps.ledger.post(tx, {
        key: `ipo:app:${app!.id}:payment`,
        kind: 'ipo_payment',
        userId,
        memo: memo('ipo_payment', { code: issue!.code }),
        ref: { type: 'ipo_application', id: app!.id },
        detail: { code: issue!.code, shares: app!.allocatedShares, price: formatMoney(issue!.issuePrice) },
        lines: [
          { account: { user: userId, kind: 'cash_available' }, amount: money(-amount) },
          { account: { house: 'ipo_escrow' }, amount: money(amount) },
        ],
      });
      const [paid] = await tx
        .update(ipoApplications)
        .set({ state: 'paid', paidAt: now, paymentEntryId: entry.entryId })
        .where(eq(ipoApplications.id, app!.id))
        .returning();
      return toApplication(paid!, issue!, now, english);
    });
  }

  return { quotas, openDue, open, mineFor, apply, oneClick, list, pay };
}
export type Applications = ReturnType<typeof createApplications>;
