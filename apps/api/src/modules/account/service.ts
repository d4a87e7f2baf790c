import { and, eq } from 'drizzle-orm';
import { PAY_PASSWORD_RULE, PASSWORD_MIN, passwordStrongEnough } from '@meridian/contract/auth';
import type { Lang } from '@meridian/contract/languages';
import type { MultipartFile } from '@fastify/multipart';
import { inAmbient } from '../../db/ambient.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPin, hashSecret, pinNeedsRehash, verifySecret } from '../../platform/passwords.ts';
import { newFileName, readImage, reencodeImage } from '../../platform/uploads.ts';
import type { AuthService } from '../auth/service.ts';
import type { MessagesService } from '../messages/service.ts';
import { users } from '../auth/tables.ts';
import { findUserById, type UserRow } from '../auth/repo.ts';
import { createPinCache } from './pin-cache.ts';

/** Avatars are stored at most this many pixels wide and high. */
export const AVATAR_MAX_SIDE = 512;

/** How long a verified trading password is remembered for the next orders of the same user. */
export const PIN_REMEMBER_MS = 5 * 60_000;

export function createAccountService(ctx: Ctx, auth: AuthService, messages: MessagesService) {
  const { db, config } = ctx;
  const payRule = { max: config.PAY_PASSWORD_MAX_FAILURES, lockMinutes: config.PAY_PASSWORD_LOCK_MINUTES };
  const payKey = (userId: number) => `paypwd:user:${userId}`;
  // A wrong PIN, a lock or a change on any process ends every process's entry for the user.
  const pins = createPinCache(PIN_REMEMBER_MS, () => ctx.clock.now(), (userId) => void ctx.caches.invalidate('account.pin', userId));
  ctx.caches.register('account.pin', { drop: (id) => pins.drop(Number(id)), clear: pins.clear });

  async function reload(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  function checkNewPin(pin: string, confirm: string) {
    if (!PAY_PASSWORD_RULE.test(pin)) throw new AppError('PAY_PASSWORD_FORMAT');
    if (pin !== confirm) throw new AppError('PASSWORDS_DIFFER');
  }

  /**
   * Checks a trading password with its own failure limit. Every later domain that moves money
   * (withdrawals, orders) calls this. The same right PIN again within PIN_REMEMBER_MS is
   * accepted from memory (pin-cache.ts); anything else takes the full, counted check.
   */
  /**
   * Concurrent first checks of the same user and PIN share one full check (one scrypt), so a
   * burst of orders does not run scrypt once per order. Keyed by the same in-memory HMAC as the
   * PIN cache, never the PIN itself; a wrong PIN's shared check fails for every waiter and is
   * counted once per shared check.
   */
  const inFlight = new Map<string, Promise<void>>();

  /**
   * `beforeCounted`: runs when the check is about to be counted (not a PIN remembered from a
   * moment ago) and may refuse by throwing: a keyed order replays a committed answer there rather
   * than count a retry's attempt again.
   */
  async function verifyPayPassword(userId: number, pin: string, beforeCounted?: () => Promise<void>): Promise<void> {
    if (pins.matches(userId, pin)) return;
    await beforeCounted?.();
    // Inside a request's transaction the check is its own (db/ambient.ts says why).
    if (inAmbient()) return fullCheck(userId, pin);
    const key = pins.key(userId, pin);
    const running = inFlight.get(key);
    if (running) return running;
    const check = fullCheck(userId, pin).finally(() => inFlight.delete(key));
    inFlight.set(key, check);
    return check;
  }

  /**
   * The counted check. The attempt is counted before scrypt runs (throttle.claim, one atomic
   * statement), so parallel wrong PINs cannot all pass the lock: at most the limit are hashed,
   * the rest are refused as locked, and a locked account refuses even the right PIN.
   */
  async function fullCheck(userId: number, pin: string): Promise<void> {
    const user = await reload(userId);
    if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
    const claimed = await auth.throttle.claim(payKey(userId), payRule);
    if (!claimed.ok) {
      pins.forget(userId);
      throw new AppError('PAY_PASSWORD_LOCKED', { minutes: claimed.minutes });
    }
    if (!(await verifySecret(pin, user.payPasswordHash))) {
      pins.forget(userId);
      const left = await auth.throttle.failed(payKey(userId), claimed, payRule);
      if (left === 0) throw new AppError('PAY_PASSWORD_LOCKED', { minutes: payRule.lockMinutes });
      throw new AppError('PAY_PASSWORD_WRONG', { remaining: left });
    }
    await auth.throttle.clear(payKey(userId));
    // A lock taken by a parallel wrong attempt while this one hashed still holds.
    const locked = await auth.throttle.lockedFor(payKey(userId));
    if (locked) throw new AppError('PAY_PASSWORD_LOCKED', { minutes: locked });
    // A hash from before the PIN's own cost (passwords.ts) is upgraded once the PIN is known right.
    if (pinNeedsRehash(user.payPasswordHash)) {
      const old = user.payPasswordHash;
      await db.update(users).set({ payPasswordHash: await hashPin(pin) }).where(and(eq(users.id, userId), eq(users.payPasswordHash, old)));
    }
    pins.remember(userId, pin);
  }

  return {
    /** A stored avatar (public: served to anyone who knows its random name). */
    avatar: (name: string) => ctx.files.get('avatars', name),
    verifyPayPassword,
    async info(userId: number, lang: Lang | undefined) {
      if (lang) await db.update(users).set({ lang }).where(eq(users.id, userId));
      return reload(userId);
    },

    async setAvatar(userId: number, file: MultipartFile | undefined) {
      const image = await readImage(file, config.AVATAR_MAX_BYTES);
      // Avatars are public: re-encoded so that no metadata (GPS position, camera, names) leaves with them.
      const data = await reencodeImage(image.data, image.kind, AVATAR_MAX_SIDE);
      const name = newFileName(image.kind);
      await ctx.files.put('avatars', name, { data, mime: image.kind.mime });
      const before = await reload(userId);
      await db.update(users).set({ avatar: name }).where(eq(users.id, userId));
      if (before.avatar) await ctx.files.remove('avatars', before.avatar);
      return name;
    },

    async changePassword(userId: number, body: { old_password: string; password: string; confirm_password: string }, ip: string) {
      await auth.checkLoginPassword(userId, body.old_password, ip);
      if (!passwordStrongEnough(body.password)) throw new AppError('PASSWORD_TOO_WEAK', { min: PASSWORD_MIN });
      if (body.password !== body.confirm_password) throw new AppError('PASSWORDS_DIFFER');
      if (body.password === body.old_password) throw new AppError('SAME_PASSWORD');
      await db.update(users).set({ passwordHash: await hashSecret(body.password) }).where(eq(users.id, userId));
      // A changed password ends every session, this one included: the user logs in again.
      await auth.revokeAllSessions(userId);
      await messages.notify(userId, 'password_changed');
    },

    async setPayPassword(userId: number, body: { pay_password: string; confirm_pay_password: string }) {
      checkNewPin(body.pay_password, body.confirm_pay_password);
      const user = await reload(userId);
      if (user.payPasswordHash) throw new AppError('PAY_PASSWORD_ALREADY_SET');
      await db.update(users).set({ payPasswordHash: await hashPin(body.pay_password) }).where(eq(users.id, userId));
    },

    async changePayPassword(
      userId: number,
      body: { old_pay_password?: string | undefined; login_password?: string | undefined; pay_password: string; confirm_pay_password: string },
      ip: string,
    ) {
      checkNewPin(body.pay_password, body.confirm_pay_password);
      const user = await reload(userId);
      if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
      if (body.old_pay_password !== undefined) await verifyPayPassword(userId, body.old_pay_password);
      else await auth.checkLoginPassword(userId, body.login_password ?? '', ip);
      if (body.old_pay_password === body.pay_password) throw new AppError('SAME_PASSWORD');
      await db.update(users).set({ payPasswordHash: await hashPin(body.pay_password) }).where(eq(users.id, userId));
      pins.forget(userId);
      await auth.throttle.reset(payKey(userId));
      await messages.notify(userId, 'pay_password_changed');
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
