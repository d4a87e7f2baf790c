import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { OPERATOR_ROLES, permissionsOf } from '@meridian/contract/admin';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret, verifyDecoy, verifySecret } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { AuthService } from '../auth/service.ts';
import { operatorRecoveryCodes, operators, operatorSessions } from './tables.ts';
import { audit } from './audit.ts';
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';

export type Operator = { id: number; username: string; roles: string[]; permissions: string[] };

/** Operator sessions last a working day, shorter than a user's. */
const OPERATOR_SESSION_MS = 12 * 3600_000;
/** Between the password and the code: a few minutes and a few tries. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_MAX_FAILURES = 5;

export const operatorOf = (row: { id: number; username: string; roles: string[] }): Operator => ({
  id: row.id,
  username: row.username,
  roles: row.roles,
  permissions: permissionsOf(row.roles),
});

export function createAdminService(ctx: Ctx, auth: AuthService) {
  const { db, clock, config } = ctx;
  const rule = { max: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES };

  /**
   * Makes the first operator when there is none, holding every role (someone has to be able to
   * name the others). Returns the password only when this call generated it, so that start-up
   * can print it once.
   */
  async function ensureFirstOperator(): Promise<{ username: string; password?: string } | undefined> {
    const existing = await db.select({ id: operators.id }).from(operators).limit(1);
    if (existing.length) return undefined;
    const generated = config.OPERATOR_PASSWORD ? undefined : randomBytes(12).toString('base64url');
    const password = config.OPERATOR_PASSWORD ?? generated!;
    await db
      .insert(operators)
      .values({ username: config.OPERATOR_USERNAME, passwordHash: await hashSecret(password), roles: [...OPERATOR_ROLES] })
      .onConflictDoNothing();
    return { username: config.OPERATOR_USERNAME, ...(generated ? { password: generated } : {}) };
  }

  /**
   * First step: the password. Answers with a challenge for the second step — `enroll` with a new
   * TOTP secret when the operator has none yet, `totp` otherwise. No session yet.
   */
  async function login(username: string, password: string, ip: string) {
    // Keyed by name and address: an outsider's wrong passwords lock that outsider, not the back
    // office for every operator. Counted before the hash, so parallel guesses cannot outrun it.
    const key = `admin:${username.toLowerCase()}:${ip}`;
    const claimed = await auth.throttle.claim(key, rule);
    if (!claimed.ok) throw new AppError('ACCOUNT_LOCKED', { minutes: claimed.minutes });
    const [op] = await db.select().from(operators).where(eq(operators.username, username));
    const good = op ? await verifySecret(password, op.passwordHash) : await verifyDecoy(password);
    const now = clock.now();
    if (!op || !good) {
      const left = await auth.throttle.failed(key, claimed, rule);
      await audit(db, { operatorId: op?.id ?? null, action: 'operator.login_failed', target: username, ip, at: now });
      if (left === 0) throw new AppError('ACCOUNT_LOCKED', { minutes: rule.lockMinutes });
      throw new AppError('INVALID_CREDENTIALS');
    }
    await auth.throttle.clear(key);
    if (op.disabledAt) throw new AppError('ACCOUNT_DISABLED');
    const { token, hash } = newToken();
    const enrolling = !op.totpEnabledAt;
    const secret = enrolling ? newTotpSecret() : undefined;
    await db.transaction(async (tx) => {
      if (secret) await tx.update(operators).set({ totpSecret: secret }).where(eq(operators.id, op.id));
      await tx.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hash, stage: 'second_factor', ip, createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
      await audit(tx, { operatorId: op.id, action: 'operator.password_ok', target: op.username, ip, at: now });
    });
    return secret
      ? { step: 'enroll' as const, challenge: token, secret, otpauth_url: totpUri(op.username, secret) }
      : { step: 'totp' as const, challenge: token };
  }

  /**
   * Second step: a TOTP code (or, once enrolled, a recovery code) turns the challenge into a
   * session. At enrolment the first good code switches the factor on and returns the recovery
   * codes, once. Too many wrong codes end the challenge.
   */
  async function secondFactor(input: { challenge: string; code?: string | undefined; recovery_code?: string | undefined }, ip: string) {
    if (!input.code && !input.recovery_code) throw new AppError('VALIDATION_FAILED', { fields: 'code' });
    const now = clock.now();
    // Wrong codes count per operator across challenges too (a new password step does not reset
    // them), so a stolen password cannot be paired with endless guesses.
    const [owner] = await db
      .select({ operatorId: operatorSessions.operatorId })
      .from(operatorSessions)
      .where(and(eq(operatorSessions.tokenHash, hashToken(input.challenge)), eq(operatorSessions.stage, 'second_factor')));
    const factorKey = owner ? `admin-2fa:${owner.operatorId}` : undefined;
    // Counted before the code is checked, like the password, so parallel guesses cannot outrun the lock.
    const claimed = factorKey ? await auth.throttle.claim(factorKey, rule) : undefined;
    if (claimed && !claimed.ok) throw new AppError('ACCOUNT_LOCKED', { minutes: claimed.minutes });
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ session: operatorSessions, op: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, hashToken(input.challenge)), eq(operatorSessions.stage, 'second_factor'), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)))
        .for('update');
      if (!row || row.op.disabledAt || !row.op.totpSecret) return { ok: false as const };
      const { session, op } = row;
      const enrolling = !op.totpEnabledAt;
      let usedRecovery = false;
      let step: number | undefined;
      if (input.code) step = await checkTotp(op.totpSecret!, input.code, op.totpLastStep);
      else if (!enrolling && input.recovery_code) {
        const [used] = await tx
          .update(operatorRecoveryCodes)
          .set({ usedAt: now })
          .where(and(eq(operatorRecoveryCodes.operatorId, op.id), eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(input.recovery_code)), isNull(operatorRecoveryCodes.usedAt)))
          .returning({ id: operatorRecoveryCodes.id });
        usedRecovery = Boolean(used);
      }
      if (step === undefined && !usedRecovery) {
        const failures = session.failedCodes + 1;
        await tx
          .update(operatorSessions)
          .set({ failedCodes: failures, ...(failures >= CHALLENGE_MAX_FAILURES ? { revokedAt: now } : {}) })
          .where(eq(operatorSessions.id, session.id));
        await audit(tx, { operatorId: op.id, action: 'operator.second_factor_failed', target: op.username, detail: { failures }, ip, at: now });
        return { ok: false as const };
      }
      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        const fresh = newRecoveryCodes();
        recoveryCodes = fresh.codes;
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, op.id));
        await tx.insert(operatorRecoveryCodes).values(fresh.hashes.map((codeHash) => ({ operatorId: op.id, codeHash })));
        await audit(tx, { operatorId: op.id, action: 'operator.second_factor_enrolled', target: op.username, ip, at: now });
      }
      if (enrolling || step !== undefined) {
        await tx
          .update(operators)
          .set({ ...(enrolling ? { totpEnabledAt: now } : {}), ...(step !== undefined ? { totpLastStep: step } : {}) })
          .where(eq(operators.id, op.id));
      }
      const { token, hash } = newToken();
      await tx
        .update(operatorSessions)
        .set({ tokenHash: hash, stage: 'full', createdAt: now, expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS) })
        .where(eq(operatorSessions.id, session.id));
      await audit(tx, { operatorId: op.id, action: 'operator.login', target: op.username, detail: { factor: usedRecovery ? 'recovery_code' : 'totp' }, ip, at: now });
      return { ok: true as const, token, operator: operatorOf(op), recoveryCodes };
    });
    if (!outcome.ok) {
      if (factorKey && claimed?.ok && (await auth.throttle.failed(factorKey, claimed, rule)) === 0) throw new AppError('ACCOUNT_LOCKED', { minutes: rule.lockMinutes });
      throw new AppError('SECOND_FACTOR_INVALID');
    }
    if (factorKey) await auth.throttle.clear(factorKey);
    return { token: outcome.token, operator: outcome.operator, ...(outcome.recoveryCodes ? { recovery_codes: outcome.recoveryCodes } : {}) };
  }

  async function authenticate(token: string): Promise<{ operator: Operator; sessionId: number } | undefined> {
    if (!token || token.length > 200) return undefined;
    const [row] = await db
      .select({ sessionId: operatorSessions.id, id: operators.id, username: operators.username, roles: operators.roles })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashToken(token)),
          eq(operatorSessions.stage, 'full'),
          isNull(operatorSessions.revokedAt),
          isNull(operators.disabledAt),
          gt(operatorSessions.expiresAt, clock.now()),
        ),
      );
    return row ? { operator: operatorOf(row), sessionId: row.sessionId } : undefined;
  }

  async function logout(operator: Operator, sessionId: number, ip: string) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
      await audit(tx, { operatorId: operator.id, action: 'operator.logout', target: operator.username, ip, at: now });
    });
  }


  return { ensureFirstOperator, login, secondFactor, authenticate, logout };
}
export type AdminService = ReturnType<typeof createAdminService>;
