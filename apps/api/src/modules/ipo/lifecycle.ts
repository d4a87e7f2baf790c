import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { audit } from '../admin/audit.ts';
import { memo } from '../ledger/memo.ts';
import { localDay } from '../market/calendar.ts';
import type { IpoDeps } from './deps.ts';
import { newSeed, runLottery, winnersFor } from './lottery.ts';
import { shanghaiTime } from './rules.ts';
import { ipoApplications, ipoIssues, ipoSeeds, type IssueRow } from './tables.ts';

type Staged = { push(): Promise<unknown> };
import type { OperatorAct as OperatorRef } from '../admin/operator-act.ts';
export type { OperatorRef };

/**
 * The issue's steps, each one transaction under the issue's row lock, each idempotent (a step
 * that is not due, or already done, does nothing), so the jobs can run at any rate, after any
 * pause, on any node: open (seed and commitment) → draw → forfeit unpaid → list.
 */
export function createLifecycle(ctx: Ctx, deps: IpoDeps) {
  const { db, clock, log } = ctx;

  async function lockIssue(tx: Tx, issueId: number): Promise<IssueRow> {
    const [row] = await tx.select().from(ipoIssues).where(eq(ipoIssues.id, issueId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function pushAll(staged: Staged[]) {
    for (const s of staged) await s.push();
  }

  /** Opens the window: a fresh secret seed is stored and its SHA-256 commitment published. */
  async function open(issueId: number): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const issue = await lockIssue(tx, issueId);
      if (issue.state !== 'scheduled' || now < issue.subscribeStart) return false;
      const { seedHex, commitment } = newSeed();
      await tx.insert(ipoSeeds).values({ issueId, seed: seedHex, createdAt: now });
      await tx.update(ipoIssues).set({ state: 'open', commitment, openedAt: now, updatedAt: now }).where(eq(ipoIssues.id, issueId));
      return true;
    });
  }

  /**
   * The lottery (lottery.ts, as the contract states it). Due at `draw_at`; an operator may run
   * it as soon as the window has closed (`by`), which is audited. Nobody chooses anything here.
   */
  async function draw(issueId: number, by?: OperatorRef): Promise<boolean> {
    await open(issueId);
    const now = clock.now();
    const staged = await db.transaction(async (tx) => {
      const issue = await lockIssue(tx, issueId);
      if (by && (issue.state === 'drawn' || issue.state === 'settled' || issue.state === 'listed')) throw new AppError('IPO_ALREADY_DRAWN');
      if (issue.state !== 'open') {
        if (by) throw new AppError(issue.state === 'cancelled' ? 'CONFLICT' : 'IPO_DRAW_NOT_DUE');
        return undefined;
      }
      const due = by ? now >= issue.subscribeEnd : now >= issue.drawAt;
      if (!due) {
        if (by) throw new AppError('IPO_DRAW_NOT_DUE');
        return undefined;
      }
      const [secret] = await tx.select().from(ipoSeeds).where(eq(ipoSeeds.issueId, issueId));
      if (!secret) throw new Error(`IPO issue ${issueId} is open without a seed`);
      const apps = await tx
        .select()
        .from(ipoApplications)
        .where(and(eq(ipoApplications.issueId, issueId), eq(ipoApplications.state, 'applied')))
        .orderBy(asc(ipoApplications.id));
      const totalUnits = apps.reduce((s, a) => s + a.units, 0);
      const result = runLottery({ seedHex: secret.seed, entries: apps, winners: winnersFor(totalUnits, issue.publicQuantity, issue.unitShares) });

      const losers = result.allocations.filter((a) => a.wonUnits === 0).map((a) => a.id);
      // In slices: one statement's parameters stay far below PostgreSQL's limit.
      for (let i = 0; i < losers.length; i += 5000) {
        await tx
          .update(ipoApplications)
          .set({ state: 'not_allocated', allocatedUnits: 0, allocatedShares: 0, amountDue: 0n })
          .where(inArray(ipoApplications.id, losers.slice(i, i + 5000)));
      }
      const notes: Staged[] = [];
      const byId = new Map(apps.map((a) => [a.id, a]));
      for (const a of result.allocations) {
        const app = byId.get(a.id)!;
        const base = { name: issue.name, code: issue.code, application_id: app.id, issue_id: issue.id };
        if (a.wonUnits === 0) {
          notes.push(await deps.messages.stage(tx, app.userId, 'ipo_not_allocated', base));
          continue;
        }
        const shares = a.wonUnits * issue.unitShares;
        const amountDue = issue.issuePrice * BigInt(shares);
        await tx
          .update(ipoApplications)
          .set({ state: 'allocated', allocatedUnits: a.wonUnits, allocatedShares: shares, amountDue })
          .where(eq(ipoApplications.id, a.id));
        notes.push(
          await deps.messages.stage(tx, app.userId, 'ipo_allocated', {
            ...base,
            shares,
            amount: formatMoney(amountDue),
            deadline: shanghaiTime(issue.payDeadline),
          }),
        );
      }
      await tx
        .update(ipoIssues)
        .set({ state: 'drawn', listDigest: result.listDigest, totalUnits: result.totalUnits, winningUnits: result.winningUnits.length, drawnAt: now, updatedAt: now })
        .where(eq(ipoIssues.id, issueId));
      if (by) {
        await audit(tx, {
          operatorId: by.operatorId,
          action: 'ipo.draw',
          target: `ipo:${issueId}`,
          detail: { code: issue.code, total_units: result.totalUnits, winning_units: result.winningUnits.length, list_digest: result.listDigest },
          ip: by.ip,
          at: now,
        });
      }
      return notes;
    });
    if (!staged) return false;
    await pushAll(staged);
    return true;
  }

  /** At the payment deadline: unpaid allocations are forfeited; nothing is charged. */
  async function forfeit(issueId: number): Promise<boolean> {
    const now = clock.now();
    const staged = await db.transaction(async (tx) => {
      const issue = await lockIssue(tx, issueId);
      if (issue.state !== 'drawn' || now < issue.payDeadline) return undefined;
      const unpaid = await tx
        .update(ipoApplications)
        .set({ state: 'forfeited', forfeitedAt: now })
        .where(and(eq(ipoApplications.issueId, issueId), eq(ipoApplications.state, 'allocated')))
        .returning();
      await tx.update(ipoIssues).set({ state: 'settled', settledAt: now, updatedAt: now }).where(eq(ipoIssues.id, issueId));
      const notes: Staged[] = [];
      for (const app of unpaid) {
        notes.push(
          await deps.messages.stage(tx, app.userId, 'ipo_forfeited', { name: issue.name, code: issue.code, shares: app.allocatedShares ?? 0, application_id: app.id }),
        );
      }
      return notes;
    });
    if (!staged) return false;
    await pushAll(staged);
    return true;
  }

  /** On listing: each paid allocation leaves escrow and becomes a position at the issue price. */
  async function list(issueId: number): Promise<boolean> {
    const now = clock.now();
    const staged = await db.transaction(async (tx) => {
      const issue = await lockIssue(tx, issueId);
      if (issue.state !== 'settled' || now < issue.listingAt) return undefined;
      const paid = await tx
        .select()
        .from(ipoApplications)
        .where(and(eq(ipoApplications.issueId, issueId), eq(ipoApplications.state, 'paid')))
        .orderBy(asc(ipoApplications.id));
      const sellableFrom = deps.market.sessions.tradingDayOnOrAfter(localDay(issue.listingAt));
      const notes: Staged[] = [];
      for (const app of paid) {
        const amount = app.amountDue ?? 0n;
        const shares = app.allocatedShares ?? 0;
        const entry = await deps.ledger.post(tx, {
          key: `ipo:app:${app.id}:listing`,
          kind: 'ipo_listing',
          userId: app.userId,
          memo: memo('ipo_listed', { code: issue.code }),
          ref: { type: 'ipo_application', id: app.id },
          detail: { code: issue.code, shares, price: formatMoney(issue.issuePrice) },
          lines: [
            { account: { house: 'ipo_escrow' }, amount: money(-amount) },
            { account: { house: 'trade_settlement' }, amount: money(amount) },
          ],
        });
        await deps.trading.grantPosition(tx, {
          userId: app.userId,
          code: issue.code,
          quantity: shares,
          priceCents: issue.issuePrice,
          buyFeeCents: 0n,
          // Given, so the fee schedule is not read: inside a transaction only `tx` may be used.
          fees: { commission: 0n, transferFee: 0n, stampDuty: 0n },
          source: 'ipo',
          sellableFrom,
          key: `ipo:app:${app.id}:position`,
          entryId: entry.entryId,
        });
        await tx.update(ipoApplications).set({ state: 'listed', listedAt: now }).where(eq(ipoApplications.id, app.id));
        notes.push(
          await deps.messages.stage(tx, app.userId, 'ipo_listed', { name: issue.name, code: issue.code, shares, price: formatMoney(issue.issuePrice), application_id: app.id }),
        );
      }
      await tx.update(ipoIssues).set({ state: 'listed', listedAt: now, updatedAt: now }).where(eq(ipoIssues.id, issueId));
      return notes;
    });
    if (!staged) return false;
    await pushAll(staged);
    return true;
  }

  /** Every step that is due, oldest issue first; one issue's failure never blocks the others. */
  async function runDue(): Promise<void> {
    const now = clock.now();
    const due = async (state: IssueRow['state'], column: typeof ipoIssues.subscribeStart) =>
      (await db.select({ id: ipoIssues.id }).from(ipoIssues).where(and(eq(ipoIssues.state, state), lte(column, now))).orderBy(asc(ipoIssues.id))).map((r) => r.id);
    const steps: [IssueRow['state'], typeof ipoIssues.subscribeStart, (id: number) => Promise<boolean>][] = [
      ['scheduled', ipoIssues.subscribeStart, open],
      ['open', ipoIssues.drawAt, (id) => draw(id)],
      ['drawn', ipoIssues.payDeadline, forfeit],
      ['settled', ipoIssues.listingAt, list],
    ];
    for (const [state, column, step] of steps) {
      for (const id of await due(state, column)) {
        await step(id).catch((err: unknown) => log.error({ err, issueId: id, state }, 'IPO step failed'));
      }
    }
  }

  return { open, draw, forfeit, list, runDue };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
