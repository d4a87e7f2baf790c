import { count, desc, eq, inArray, sql, and } from 'drizzle-orm';
import type { AdminIpoIssue, IpoApplicationState, IpoIssueBody } from '@meridian/contract/ipo';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { audit } from '../admin/audit.ts';
import { operators } from '../admin/tables.ts';
import type { IpoDeps } from './deps.ts';
import { toIssue } from './dto.ts';
import type { Lifecycle, OperatorRef } from './lifecycle.ts';
import { checkIssue, quotaRules } from './rules.ts';
import { ipoApplications, ipoIssues, type IssueRow } from './tables.ts';

type Stats = { applications: number; units: number; allocated: number; paid: number; forfeited: number };

/**
 * The operators' side: create and edit an issue before its window opens, cancel it before the
 * draw, run a draw that is already due (exactly what the job does). Every action is audited.
 * There is deliberately no call that sets or changes an allocation.
 */
export function createIssueOperations(ctx: Ctx, deps: IpoDeps, lifecycle: Lifecycle) {
  const { db, clock } = ctx;
  const rules = quotaRules(ctx.config);

  async function statsOf(issueIds: number[]): Promise<Map<number, Stats>> {
    if (!issueIds.length) return new Map();
    const shares = (states: IpoApplicationState[]) =>
      sql<string>`coalesce(sum(${ipoApplications.allocatedShares}) filter (where ${inArray(ipoApplications.state, states)}), 0)`;
    const rows = await db
      .select({
        issueId: ipoApplications.issueId,
        applications: count(),
        units: sql<string>`coalesce(sum(${ipoApplications.units}), 0)`,
        allocated: shares(['allocated', 'paid', 'forfeited', 'listed']),
        paid: shares(['paid', 'listed']),
        forfeited: shares(['forfeited']),
      })
      .from(ipoApplications)
      .where(inArray(ipoApplications.issueId, issueIds))
      .groupBy(ipoApplications.issueId);
    return new Map(
      rows.map((r) => [r.issueId, { applications: r.applications, units: Number(r.units), allocated: Number(r.allocated), paid: Number(r.paid), forfeited: Number(r.forfeited) }]),
    );
  }

  const withCreator = () => db.select({ issue: ipoIssues, creator: operators.username }).from(ipoIssues).leftJoin(operators, eq(operators.id, ipoIssues.createdBy));

  function toAdmin(r: { issue: IssueRow; creator: string | null }, s: Stats | undefined, now: Date): AdminIpoIssue {
    return {
      ...toIssue(r.issue, now, (code) => deps.market.book(code)?.inst.nameEn),
      applications: s?.applications ?? 0,
      applied_units: s?.units ?? 0,
      allocated_shares: s?.allocated ?? 0,
      paid_shares: s?.paid ?? 0,
      forfeited_shares: s?.forfeited ?? 0,
      created_at: r.issue.createdAt.toISOString(),
      created_by: r.creator,
    };
  }

  async function list(page: number, size: number) {
    const rows = await withCreator().orderBy(desc(ipoIssues.id)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(ipoIssues);
    const stats = await statsOf(rows.map((r) => r.issue.id));
    const now = clock.now();
    return { list: rows.map((r) => toAdmin(r, stats.get(r.issue.id), now)), total: total?.n ?? 0, page, size };
  }

  async function one(issueId: number): Promise<AdminIpoIssue> {
    const [row] = await withCreator().where(eq(ipoIssues.id, issueId));
    if (!row) throw new AppError('NOT_FOUND');
    return toAdmin(row, (await statsOf([issueId])).get(issueId), clock.now());
  }

  /** The issue's stored fields from the form: a listed stock's code, its exchange's unit size. */
  function fieldsOf(body: IpoIssueBody, now: Date) {
    const inst = deps.market.book(body.code)?.inst;
    if (!inst || inst.kind !== 'stock') throw new AppError('IPO_CODE_NOT_LISTED', { code: body.code });
    const unitShares = rules[inst.exchange].unitShares;
    const terms = checkIssue(body, unitShares, now);
    return {
      code: body.code,
      applyCode: body.apply_code,
      name: body.name || inst.nameZh,
      exchange: inst.exchange,
      issuePrice: terms.issuePrice,
      pe: terms.pe,
      industryPe: terms.industryPe,
      sector: body.sector,
      issueQuantity: body.issue_quantity,
      publicQuantity: body.public_quantity,
      unitShares,
      maxUnitsPerUser: terms.maxUnitsPerUser,
      ...terms.times,
      updatedAt: now,
    };
  }

  const auditDetail = (f: ReturnType<typeof fieldsOf>) => ({
    code: f.code,
    apply_code: f.applyCode,
    issue_price: formatMoney(f.issuePrice),
    public_quantity: f.publicQuantity,
    subscribe_start: f.subscribeStart.toISOString(),
    draw_at: f.drawAt.toISOString(),
    listing_at: f.listingAt.toISOString(),
  });

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'ipo_issues_apply_code_key')) throw new AppError('IPO_APPLY_CODE_TAKEN');
      throw err;
    }
  }

  /** An issue's fields checked as of now (when proposed, and again when approved). */
  async function validateIssue(body: IpoIssueBody) {
    fieldsOf(body, clock.now());
    const [taken] = await db.select({ id: ipoIssues.id }).from(ipoIssues).where(eq(ipoIssues.applyCode, body.apply_code));
    if (taken) throw new AppError('IPO_APPLY_CODE_TAKEN');
  }

  /** Publishes an approved issue inside the approval's transaction (four eyes). */
  async function createIn(tx: Tx, body: IpoIssueBody, by: OperatorRef): Promise<number> {
    const now = clock.now();
    const fields = fieldsOf(body, now);
    return saving(async () => {
      const [made] = await tx.insert(ipoIssues).values({ ...fields, createdBy: by.operatorId, createdAt: now }).returning({ id: ipoIssues.id });
      await audit(tx, { operatorId: by.operatorId, action: 'ipo.create', target: `ipo:${made!.id}`, detail: auditDetail(fields), ip: by.ip, at: now });
      return made!.id;
    });
  }

  async function lock(tx: Tx, issueId: number): Promise<IssueRow> {
    const [row] = await tx.select().from(ipoIssues).where(eq(ipoIssues.id, issueId)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Only while scheduled and before the window opens: nobody has applied, no commitment exists. */
  async function edit(issueId: number, body: IpoIssueBody, by: OperatorRef): Promise<AdminIpoIssue> {
    const now = clock.now();
    const fields = fieldsOf(body, now);
    await saving(() =>
      db.transaction(async (tx) => {
        const row = await lock(tx, issueId);
        if (row.state !== 'scheduled' || now >= row.subscribeStart) throw new AppError('IPO_NOT_EDITABLE');
        await tx.update(ipoIssues).set(fields).where(eq(ipoIssues.id, issueId));
        await audit(tx, { operatorId: by.operatorId, action: 'ipo.edit', target: `ipo:${issueId}`, detail: auditDetail(fields), ip: by.ip, at: now });
      }),
    );
    return one(issueId);
  }

  /** Before the draw only. Applications become void (no money was held) and each applicant is told why. */
  async function cancel(issueId: number, reason: string, by: OperatorRef): Promise<AdminIpoIssue> {
    const now = clock.now();
    const staged = await db.transaction(async (tx) => {
      const row = await lock(tx, issueId);
      if (row.state !== 'scheduled' && row.state !== 'open') throw new AppError('IPO_NOT_CANCELLABLE');
      const voided = await tx
        .update(ipoApplications)
        .set({ state: 'void' })
        .where(and(eq(ipoApplications.issueId, issueId), eq(ipoApplications.state, 'applied')))
        .returning({ userId: ipoApplications.userId, id: ipoApplications.id });
      await tx.update(ipoIssues).set({ state: 'cancelled', cancelReason: reason, cancelledAt: now, updatedAt: now }).where(eq(ipoIssues.id, issueId));
      await audit(tx, {
        operatorId: by.operatorId,
        action: 'ipo.cancel',
        target: `ipo:${issueId}`,
        detail: { code: row.code, reason, applications_voided: voided.length, state_before: row.state },
        ip: by.ip,
        at: now,
      });
      const notes = [];
      for (const v of voided) {
        notes.push(await deps.messages.stage(tx, v.userId, 'ipo_cancelled', { name: row.name, code: row.code, reason, application_id: v.id }));
      }
      return notes;
    });
    for (const s of staged) await s.push();
    return one(issueId);
  }

  async function runDraw(issueId: number, by: OperatorRef): Promise<AdminIpoIssue> {
    await lifecycle.draw(issueId, by);
    return one(issueId);
  }

  return { list, one, validateIssue, createIn, edit, cancel, runDraw };
}
export type IssueOperations = ReturnType<typeof createIssueOperations>;
