import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuditAction, OperatorAccount, OperatorRole } from '@meridian/contract/admin';
import type { Ctx } from '../../platform/context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret } from '../../platform/passwords.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { audit } from './audit.ts';
import { operatorRecoveryCodes, operators, operatorSessions } from './tables.ts';
import type { Operator } from './service.ts';

type By = Operator & { ip: string };

/**
 * Operators and their roles, managed by administrators: every change is audited, and a change
 * that narrows what someone may do (roles, factor reset, disabling) ends their live sessions.
 * There is always at least one active administrator with a second factor able to sign in.
 */
export function createOperators(ctx: Ctx) {
  const { db, clock } = ctx;

  const account = (r: typeof operators.$inferSelect): OperatorAccount => ({
    id: r.id,
    username: r.username,
    roles: r.roles,
    two_factor: r.totpEnabledAt !== null,
    disabled: r.disabledAt !== null,
    created_at: r.createdAt.toISOString(),
  });

  async function list(): Promise<OperatorAccount[]> {
    return (await db.select().from(operators).orderBy(asc(operators.id))).map(account);
  }

  async function create(input: { username: string; password: string; roles: OperatorRole[] }, by: By) {
    const passwordHash = await hashSecret(input.password);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(operators).values({ username: input.username, passwordHash, roles: [...new Set(input.roles)] }).returning();
        await audit(tx, { operatorId: by.id, action: 'operator.create', target: `operator:${row!.id}`, detail: { username: input.username, roles: row!.roles }, ip: by.ip, at: clock.now() });
        return account(row!);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'operators_username_key')) throw new AppError('OPERATOR_TAKEN');
      throw err;
    }
  }

  /** Locks every operator row (always few) so that two administrators cannot both step down at once. */
  async function lockAll(tx: Tx) {
    return tx.select().from(operators).orderBy(asc(operators.id)).for('update');
  }

  function keepsAnAdministrator(all: (typeof operators.$inferSelect)[], changedId: number, change: Partial<{ roles: string[]; disabled: boolean }>) {
    return all.some((o) => {
      const roles = o.id === changedId && change.roles ? change.roles : o.roles;
      const disabled = o.id === changedId && change.disabled !== undefined ? change.disabled : o.disabledAt !== null;
      return roles.includes('administrator') && !disabled;
    });
  }

  async function change(id: number, what: { roles?: OperatorRole[]; disabled?: boolean }, action: AuditAction, by: By) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const all = await lockAll(tx);
      const found = all.find((o) => o.id === id);
      if (!found) throw new AppError('NOT_FOUND');
      const roles = what.roles ? [...new Set(what.roles)] : undefined;
      if (!keepsAnAdministrator(all, id, { ...(roles ? { roles } : {}), ...(what.disabled !== undefined ? { disabled: what.disabled } : {}) })) throw new AppError('LAST_ADMINISTRATOR');
      const [row] = await tx
        .update(operators)
        .set({ ...(roles ? { roles } : {}), ...(what.disabled !== undefined ? { disabledAt: what.disabled ? now : null } : {}) })
        .where(eq(operators.id, id))
        .returning();
      await revokeSessions(tx, id, now);
      await audit(tx, { operatorId: by.id, action, target: `operator:${id}`, detail: { username: found.username, before: found.roles, ...(roles ? { roles } : {}), ...what }, ip: by.ip, at: now });
      return account(row!);
    });
  }

  const setRoles = (id: number, roles: OperatorRole[], by: By) => change(id, { roles }, 'operator.roles', by);
  const setDisabled = (id: number, disabled: boolean, by: By) => change(id, { disabled }, disabled ? 'operator.disable' : 'operator.enable', by);

  /** Clears the factor and the recovery codes: the operator enrols again at the next login. */
  async function resetSecondFactor(id: number, by: By) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [found] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
      if (!found) throw new AppError('NOT_FOUND');
      const [row] = await tx.update(operators).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(operators.id, id)).returning();
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
      await revokeSessions(tx, id, now);
      await audit(tx, { operatorId: by.id, action: 'operator.second_factor_reset', target: `operator:${id}`, detail: { username: found.username }, ip: by.ip, at: now });
      return account(row!);
    });
  }

  async function revokeSessions(tx: Tx, operatorId: number, now: Date) {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)));
  }

  /** Live sessions: one operator's, or everyone's (administrators). */
  async function sessions(viewer: Operator, currentSessionId: number, onlyOwn: boolean) {
    const now = clock.now();
    const rows = await db
      .select({ s: operatorSessions, username: operators.username })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.stage, 'full'), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), onlyOwn ? eq(operatorSessions.operatorId, viewer.id) : sql`true`))
      .orderBy(desc(operatorSessions.createdAt))
      .limit(200);
    return rows.map(({ s, username }) => ({
      id: s.id,
      operator_id: s.operatorId,
      username,
      ip: s.ip,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      current: s.id === currentSessionId,
    }));
  }

  /** Ends one session: one's own, or anyone's for an administrator (checked by the caller). */
  async function revokeSession(sessionId: number, by: By, anyone: boolean) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [found] = await tx.select().from(operatorSessions).where(eq(operatorSessions.id, sessionId)).for('update');
      if (!found || (!anyone && found.operatorId !== by.id)) throw new AppError('NOT_FOUND');
      if (!found.revokedAt) await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
      await audit(tx, { operatorId: by.id, action: 'operator.session_revoke', target: `operator_session:${sessionId}`, detail: { operator_id: found.operatorId }, ip: by.ip, at: now });
    });
  }

  return { list, create, setRoles, setDisabled, resetSecondFactor, sessions, revokeSession };
}
export type Operators = ReturnType<typeof createOperators>;
