import { and, asc, count, desc, eq, inArray, min, or } from 'drizzle-orm';
import type { Approval, ApprovalKind, Permission } from '@meridian/contract/admin';
import type { Ctx } from '../../platform/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { audit } from './audit.ts';
import { approvals, operators } from './tables.ts';
import { can } from './permissions.ts';
import type { Operator } from './service.ts';

/** Who decides, as the executors see it: the approving operator. */
export type Approver = { operatorId: number; operator: string; ip: string; approvalId: number };

/**
 * What an approval carries out. `execute` runs inside the approval's transaction (so the change
 * and the decision land together or not at all); `after` runs once that has committed
 * (notifications, cache refreshes).
 */
export type ApprovalExecutor = {
  permission: Permission;
  execute(tx: Tx, payload: Record<string, unknown>, by: Approver): Promise<{ result: Record<string, unknown>; after?: () => Promise<void> }>;
};

type Row = typeof approvals.$inferSelect;

/**
 * Four eyes. A module registers one executor per kind; its route proposes instead of acting; a
 * different operator holding the kind's permission approves (the change happens then, in one
 * transaction with the decision) or rejects (nothing changes). Both steps are in the audit log.
 */
export function createApprovals(ctx: Ctx) {
  const { db, clock } = ctx;
  const executors = new Map<ApprovalKind, ApprovalExecutor>();

  function register(kind: ApprovalKind, executor: ApprovalExecutor) {
    executors.set(kind, executor);
  }

  async function propose(input: { kind: ApprovalKind; target: string; payload: Record<string, unknown> }, by: Operator & { ip: string }, tx?: Tx): Promise<Approval> {
    const now = clock.now();
    const run = async (q: Db | Tx) => {
      const [row] = await q
        .insert(approvals)
        .values({ kind: input.kind, target: input.target, payload: input.payload, proposedBy: by.id, proposedAt: now })
        .returning();
      await audit(q, { operatorId: by.id, action: 'approval.proposed', target: `approval:${row!.id}`, detail: { kind: input.kind, target: input.target, payload: input.payload }, ip: by.ip, at: now });
      return row!;
    };
    try {
      const row = tx ? await run(tx) : await db.transaction(run);
      return (await views([row], by))[0]!;
    } catch (err) {
      if (isUniqueViolation(err, 'approvals_one_pending_key')) throw new AppError('APPROVAL_PENDING');
      throw err;
    }
  }

  /** Approves (carrying the change out) or rejects a pending proposal. */
  async function decide(id: number, verdict: 'approve' | 'reject', note: string, by: Operator & { ip: string }): Promise<Approval> {
    const now = clock.now();
    const { row, after } = await db.transaction(async (tx) => {
      const [found] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
      if (!found) throw new AppError('NOT_FOUND');
      if (found.state !== 'pending') throw new AppError('ALREADY_DECIDED');
      const executor = executors.get(found.kind as ApprovalKind);
      if (!executor) throw new AppError('NOT_FOUND');
      // The proposer may withdraw their own proposal, never approve it.
      const own = found.proposedBy === by.id;
      if (verdict === 'approve' && own) throw new AppError('OWN_PROPOSAL');
      if (!own && !can(by, executor.permission)) throw new AppError('FORBIDDEN');
      let result: Record<string, unknown> | null = null;
      let after: (() => Promise<void>) | undefined;
      if (verdict === 'approve') {
        const done = await executor.execute(tx, found.payload, { operatorId: by.id, operator: by.username, ip: by.ip, approvalId: found.id });
        result = done.result;
        after = done.after;
      }
      const [updated] = await tx
        .update(approvals)
        .set({ state: verdict === 'approve' ? 'approved' : 'rejected', decidedBy: by.id, decidedAt: now, note, result })
        .where(eq(approvals.id, id))
        .returning();
      await audit(tx, {
        operatorId: by.id,
        action: verdict === 'approve' ? 'approval.approved' : 'approval.rejected',
        target: `approval:${id}`,
        detail: { kind: found.kind, target: found.target, proposed_by: found.proposedBy, note, ...(result ? { result } : {}) },
        ip: by.ip,
        at: now,
      });
      return { row: updated!, after };
    });
    if (after) await after();
    return (await views([row], by))[0]!;
  }

  /**
   * The proposals an operator may see: those of the kinds their roles could decide, and their own.
   * A support operator does not read a pending payout's user and amount.
   */
  function visibleTo(viewer: Operator) {
    const kinds = [...executors].filter(([, e]) => can(viewer, e.permission)).map(([kind]) => kind);
    return kinds.length ? or(inArray(approvals.kind, kinds), eq(approvals.proposedBy, viewer.id)) : eq(approvals.proposedBy, viewer.id);
  }

  async function list(state: 'pending' | 'approved' | 'rejected', page: number, size: number, viewer: Operator) {
    const where = and(eq(approvals.state, state), visibleTo(viewer));
    const rows = await db
      .select()
      .from(approvals)
      .where(where)
      .orderBy(state === 'pending' ? asc(approvals.id) : desc(approvals.decidedAt))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: count() }).from(approvals).where(where);
    return { list: await views(rows, viewer), total: total?.n ?? 0, page, size };
  }

  async function get(id: number, viewer: Operator) {
    const [row] = await db.select().from(approvals).where(and(eq(approvals.id, id), visibleTo(viewer)));
    if (!row) throw new AppError('NOT_FOUND');
    return (await views([row], viewer))[0]!;
  }

  /** The pending proposals this operator may see: how many, and since when (the dashboard's queue). */
  async function pendingQueue(viewer: Operator) {
    const [row] = await db
      .select({ n: count(), oldest: min(approvals.proposedAt) })
      .from(approvals)
      .where(and(eq(approvals.state, 'pending'), visibleTo(viewer)));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
  }

  /**
   * Closes the pending proposal of this kind and target, if any, because its target was decided
   * another way (a withdrawal the user cancelled or an operator rejected while its payout waited
   * for a second operator): rejected with the reason as its note, decided by nobody, audited.
   * Runs in the caller's transaction, so the proposal closes with the change that ended it.
   */
  async function lapse(tx: Tx, kind: ApprovalKind, target: string, reason: string, by: { operatorId: number | null; ip: string }) {
    const now = clock.now();
    const closed = await tx
      .update(approvals)
      .set({ state: 'rejected', decidedBy: null, decidedAt: now, note: reason })
      .where(and(eq(approvals.kind, kind), eq(approvals.target, target), eq(approvals.state, 'pending')))
      .returning({ id: approvals.id });
    for (const { id } of closed) {
      await audit(tx, { operatorId: by.operatorId, action: 'approval.lapsed', target: `approval:${id}`, detail: { kind, target, reason }, ip: by.ip, at: now });
    }
  }

  /** Whether a proposal of this kind and target is waiting (e.g. a withdrawal's payout). */
  async function pendingFor(kind: ApprovalKind, target: string) {
    const [row] = await db.select({ id: approvals.id }).from(approvals).where(and(eq(approvals.kind, kind), eq(approvals.target, target), eq(approvals.state, 'pending')));
    return row?.id;
  }

  async function views(rows: Row[], viewer: Operator): Promise<Approval[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.proposedBy, ...(r.decidedBy ? [r.decidedBy] : [])]))];
    const found = await db.select({ id: operators.id, username: operators.username }).from(operators).where(inArray(operators.id, ids));
    const names = new Map(found.map((o) => [o.id, o.username]));
    return rows.map((r) => {
      const executor = executors.get(r.kind as ApprovalKind);
      return {
        id: r.id,
        kind: r.kind as ApprovalKind,
        target: r.target,
        payload: r.payload,
        state: r.state as Approval['state'],
        proposed_by: names.get(r.proposedBy) ?? '',
        proposed_at: r.proposedAt.toISOString(),
        decided_by: r.decidedBy ? (names.get(r.decidedBy) ?? '') : null,
        decided_at: r.decidedAt?.toISOString() ?? null,
        note: r.note,
        result: r.result ?? null,
        can_decide: r.state === 'pending' && r.proposedBy !== viewer.id && executor !== undefined && can(viewer, executor.permission),
      };
    });
  }

  return { register, propose, decide, lapse, list, get, pendingQueue, pendingFor };
}
export type Approvals = ReturnType<typeof createApprovals>;
