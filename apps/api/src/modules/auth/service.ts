import type { z } from 'zod';
import {
  loginCredentials,
  normalisePhone,
  passwordStrongEnough,
  PASSWORD_MIN,
  registerCredentials,
  USERNAME_RULE,
  type RegisterCredentials,
} from '@meridian/contract/auth';
import { AGREEMENT_VERSION } from '@meridian/contract/config';
import type { Lang } from '@meridian/contract/languages';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { rejectHostileStrings } from '../../platform/hostile-input.ts';
import { hashSecret, verifyDecoy, verifySecret } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { users } from './tables.ts';
import { createThrottle } from './throttle.ts';
import { createSessionCache } from './session-cache.ts';
import { claimInviteCode } from './invite-codes.ts';
import * as repo from './repo.ts';
import type { MessagesService } from '../messages/service.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { inAmbient } from '../../db/ambient.ts';

/**
 * How long a looked-up session is remembered in this process (session-cache.ts). A revocation
 * reaches every process at once (cache invalidation over the bus).
 */
export const SESSION_CACHE_MS = 5_000;

type Meta = { ip: string; userAgent: string; lang: Lang };

/** Decrypts `query` and checks its shape; every way of failing answers the same. */
function readQuery<T extends z.ZodType>(ctx: Ctx, query: string, shape: T): z.infer<T> {
  const text = ctx.rsa.decrypt(query);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('UNREADABLE_QUERY');
  }
  // The encrypted fields pass the request gate unseen, so they are checked here once readable.
  rejectHostileStrings(json);
  const parsed = shape.safeParse(json);
  if (!parsed.success) throw new AppError('UNREADABLE_QUERY');
  return parsed.data;
}

/** The rules of a new account, checked in the order the registration form shows its fields. */
function checkRegistration(c: RegisterCredentials): { username: string; phone: string } {
  const username = c.username.trim();
  if (!USERNAME_RULE.test(username)) throw new AppError('USERNAME_INVALID');
  const phone = normalisePhone(c.phone);
  if (!phone) throw new AppError('PHONE_INVALID');
  if (!passwordStrongEnough(c.password)) throw new AppError('PASSWORD_TOO_WEAK', { min: PASSWORD_MIN });
  if (c.password !== c.confirm_password) throw new AppError('PASSWORDS_DIFFER');
  if (!c.invite_code.trim()) throw new AppError('INVITE_CODE_INVALID', {}, 400);
  if (c.agree !== true || c.agreement_version !== AGREEMENT_VERSION) throw new AppError('AGREEMENT_REQUIRED');
  return { username, phone };
}

export function createAuthService(ctx: Ctx, deps: { messages: MessagesService }) {
  const { db, clock, config } = ctx;
  const throttle = createThrottle(db, clock.now);
  const sessionCache = createSessionCache<NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>>(SESSION_CACHE_MS, () => clock.now().getTime());
  const loginRule = { max: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES };
  // The IP rule is looser: several people may share an address.
  const ipRule = { max: config.LOGIN_MAX_FAILURES * 10, lockMinutes: config.LOGIN_LOCK_MINUTES };
  ctx.caches.register('auth.session', { drop: (id) => sessionCache.forgetSession(Number(id)), clear: sessionCache.clear });
  ctx.caches.register('auth.user', { drop: (id) => sessionCache.forgetUser(Number(id)), clear: sessionCache.clear });

  async function register(query: string, meta: Meta) {
    const creds = readQuery(ctx, query, registerCredentials);
    const { username, phone } = checkRegistration(creds);
    if (await repo.findUserByName(db, username)) throw new AppError('USERNAME_TAKEN');
    const passwordHash = await hashSecret(creds.password);
    const now = clock.now();
    let created: { id: number; username: string };
    try {
      created = await db.transaction(async (tx) => {
        const code = await claimInviteCode(tx, creds.invite_code, now);
        const [user] = await tx
          .insert(users)
          .values({
            username,
            phone,
            passwordHash,
            lang: meta.lang,
            inviteCodeId: code.id,
            agreementVersion: AGREEMENT_VERSION,
            agreedAt: now,
            createdAt: now,
          })
          .returning({ id: users.id, username: users.username });
        return user!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('USERNAME_TAKEN');
      throw err;
    }
    await deps.messages.notify(created.id, 'welcome', { username: created.username });
    return created;
  }

  /**
   * Checks a user's login password with the per-account and per-IP failure limits. The attempt
   * is counted on both keys before the hash (throttle.ts), so parallel guesses cannot outrun the
   * lock; a locked key refuses even the right password without hashing it.
   */
  async function checkPassword(user: repo.UserRow | undefined, username: string, password: string, ip: string) {
    const userKey = `login:user:${username.toLowerCase()}`;
    const ipKey = `login:ip:${ip}`;
    const onUser = await throttle.claim(userKey, loginRule);
    if (!onUser.ok) throw new AppError('ACCOUNT_LOCKED', { minutes: onUser.minutes });
    const onIp = await throttle.claim(ipKey, ipRule);
    if (!onIp.ok) {
      await throttle.release(userKey);
      throw new AppError('ACCOUNT_LOCKED', { minutes: onIp.minutes });
    }
    const good = user ? await verifySecret(password, user.passwordHash) : await verifyDecoy(password);
    if (!good) {
      const left = await throttle.failed(userKey, onUser, loginRule);
      await throttle.failed(ipKey, onIp, ipRule);
      if (left === 0) throw new AppError('ACCOUNT_LOCKED', { minutes: loginRule.lockMinutes });
      throw new AppError('INVALID_CREDENTIALS');
    }
    await throttle.clear(userKey);
    // The address keeps counting failures only: a right password gives its attempt back.
    await throttle.release(ipKey);
  }

  async function login(query: string, meta: Meta) {
    const creds = readQuery(ctx, query, loginCredentials);
    const user = await repo.findUserByName(db, creds.username.trim());
    await checkPassword(user, creds.username.trim(), creds.password, meta.ip);
    if (!user) throw new AppError('INVALID_CREDENTIALS');
    if (user.disabled) throw new AppError('ACCOUNT_DISABLED');
    const { token, hash } = newToken();
    const now = clock.now();
    await repo.insertSession(db, {
      userId: user.id,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.SESSION_TTL_HOURS * 3600_000),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, user };
  }

  async function authenticate(token: string) {
    if (!token || token.length > 200) return undefined;
    const tokenHash = hashToken(token);
    const cached = sessionCache.get(tokenHash);
    if (cached) return cached;
    // Concurrent requests with one token (a burst of orders) share one lookup, unless a
    // revocation came since it began (then it would not be cached either).
    const generation = sessionCache.generation();
    // Not shared with (or from) a request's transaction: on PGlite a read outside it waits for it (db/ambient.ts).
    if (inAmbient()) return lookUp(tokenHash, generation);
    const running = lookups.get(tokenHash);
    if (running?.generation === generation) return running.found;
    const found = lookUp(tokenHash, generation).finally(() => {
      if (lookups.get(tokenHash)?.found === found) lookups.delete(tokenHash);
    });
    lookups.set(tokenHash, { generation, found });
    return found;
  }

  const lookups = new Map<string, { generation: number; found: ReturnType<typeof lookUp> }>();
  async function lookUp(tokenHash: string, generation: number) {
    const found = await repo.findLiveSession(db, tokenHash, clock.now());
    if (!found || found.user.disabled) return undefined;
    sessionCache.set(tokenHash, found, found.expiresAt.getTime(), generation);
    return found;
  }

  return {
    register,
    login,
    authenticate,
    logout: async (sessionId: number) => {
      sessionCache.forgetSession(sessionId);
      await repo.revokeSession(db, sessionId, clock.now());
      await ctx.caches.invalidate('auth.session', sessionId);
    },
    revokeAllSessions: async (userId: number) => {
      sessionCache.forgetUser(userId);
      await repo.revokeUserSessions(db, userId, clock.now());
      await ctx.caches.invalidate('auth.user', userId);
    },
    /** Which of these sessions are still live (sockets re-check theirs when revocations may have been missed). */
    liveSessions: (ids: number[]) => repo.liveSessionIds(db, ids, clock.now()),
    /** For actions that accept the login password as proof (password change, trading-password reset). */
    checkLoginPassword: async (userId: number, password: string, ip: string) => {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      try {
        await checkPassword(user, user.username, password, ip);
      } catch (err) {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') throw new AppError('OLD_PASSWORD_WRONG');
        throw err;
      }
    },
    throttle,
    purgeExpired: async () => {
      await repo.purgeSessions(db, new Date(clock.now().getTime() - 7 * 24 * 3600_000));
      await throttle.purge();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
