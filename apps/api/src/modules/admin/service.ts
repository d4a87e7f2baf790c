import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret, verifyDecoy, verifySecret } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { AuthService } from '../auth/service.ts';
import { operators, operatorSessions } from './tables.ts';
import { audit } from './audit.ts';

export type Operator = { id: number; username: string; role: string };

/** Operator sessions last a working day, shorter than a user's. */
const OPERATOR_SESSION_MS = 12 * 3600_000;

export function createAdminService(ctx: Ctx, auth: AuthService) {
  const { db, clock, config } = ctx;
  const rule = { max: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES };

  /**
   * Makes the first operator when there is none. Returns the password only when this call
   * generated it, so that start-up can print it once.
   */
  async function ensureFirstOperator(): Promise<{ username: string; password?: string } | undefined> {
    const existing = await db.select({ id: operators.id }).from(operators).limit(1);
    if (existing.length) return undefined;
    const generated = config.OPERATOR_PASSWORD ? undefined : randomBytes(12).toString('base64url');
    const password = config.OPERATOR_PASSWORD ?? generated!;
    await db
      .insert(operators)
      .values({ username: config.OPERATOR_USERNAME, passwordHash: await hashSecret(password), role: 'admin' })
      .onConflictDoNothing();
    return { username: config.OPERATOR_USERNAME, ...(generated ? { password: generated } : {}) };
  }

  async function login(username: string, password: string, ip: string) {
    const key = `admin:${username.toLowerCase()}`;
    const locked = await auth.throttle.lockedFor(key);
    if (locked) throw new AppError('ACCOUNT_LOCKED', { minutes: locked });
    const [op] = await db.select().from(operators).where(eq(operators.username, username));
    const good = op ? await verifySecret(password, op.passwordHash) : await verifyDecoy(password);
    const now = clock.now();
    if (!op || !good) {
      const left = await auth.throttle.fail(key, rule);
      await audit(db, { operatorId: op?.id ?? null, action: 'operator.login_failed', target: username, ip, at: now });
      if (left === 0) throw new AppError('ACCOUNT_LOCKED', { minutes: rule.lockMinutes });
      throw new AppError('INVALID_CREDENTIALS');
    }
    await auth.throttle.clear(key);
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(operatorSessions).values({ operatorId: op.id, tokenHash: hash, createdAt: now, expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MS) });
      await audit(tx, { operatorId: op.id, action: 'operator.login', target: op.username, ip, at: now });
    });
    return { token, operator: { id: op.id, username: op.username, role: op.role } satisfies Operator };
  }

  async function authenticate(token: string): Promise<{ operator: Operator; sessionId: number } | undefined> {
    if (!token || token.length > 200) return undefined;
    const [row] = await db
      .select({ sessionId: operatorSessions.id, id: operators.id, username: operators.username, role: operators.role })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, clock.now())));
    return row ? { operator: { id: row.id, username: row.username, role: row.role }, sessionId: row.sessionId } : undefined;
  }

  async function logout(operator: Operator, sessionId: number, ip: string) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
      await audit(tx, { operatorId: operator.id, action: 'operator.logout', target: operator.username, ip, at: now });
    });
  }

  return { ensureFirstOperator, login, authenticate, logout };
}
export type AdminService = ReturnType<typeof createAdminService>;
