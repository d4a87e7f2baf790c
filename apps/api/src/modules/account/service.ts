import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PAY_PASSWORD_RULE, PASSWORD_MIN, passwordStrongEnough } from '@meridian/contract/auth';
import type { Lang } from '@meridian/contract/languages';
import type { MultipartFile } from '@fastify/multipart';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret, verifySecret } from '../../platform/passwords.ts';
import { removeFile, saveImage } from '../../platform/uploads.ts';
import type { AuthService } from '../auth/service.ts';
import type { MessagesService } from '../messages/service.ts';
import { users } from '../auth/tables.ts';
import { findUserById, type UserRow } from '../auth/repo.ts';
import { createPinCache } from './pin-cache.ts';

/** How long a verified trading password is remembered for the next orders of the same user. */
export const PIN_REMEMBER_MS = 5 * 60_000;

export function createAccountService(ctx: Ctx, auth: AuthService, messages: MessagesService) {
  const { db, config } = ctx;
  const avatarDir = path.join(config.DATA_DIR, 'avatars');
  const payRule = { max: config.PAY_PASSWORD_MAX_FAILURES, lockMinutes: config.PAY_PASSWORD_LOCK_MINUTES };
  const payKey = (userId: number) => `paypwd:user:${userId}`;
  const pins = createPinCache(PIN_REMEMBER_MS, () => ctx.clock.now());

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

  async function verifyPayPassword(userId: number, pin: string): Promise<void> {
    if (pins.matches(userId, pin)) return;
    const key = pins.key(userId, pin);
    const running = inFlight.get(key);
    if (running) return running;
    const check = fullCheck(userId, pin).finally(() => inFlight.delete(key));
    inFlight.set(key, check);
    return check;
  }

  async function fullCheck(userId: number, pin: string): Promise<void> {
    const user = await reload(userId);
    if (!user.payPasswordHash) throw new AppError('PAY_PASSWORD_NOT_SET');
    const locked = await auth.throttle.lockedFor(payKey(userId));
    if (locked) throw new AppError('PAY_PASSWORD_LOCKED', { minutes: locked });
    if (!(await verifySecret(pin, user.payPasswordHash))) {
      pins.forget(userId);
      const left = await auth.throttle.fail(payKey(userId), payRule);
      if (left === 0) throw new AppError('PAY_PASSWORD_LOCKED', { minutes: payRule.lockMinutes });
      throw new AppError('PAY_PASSWORD_WRONG', { remaining: left });
    }
    await auth.throttle.clear(payKey(userId));
    pins.remember(userId, pin);
  }

  return {
    avatarDir,
    verifyPayPassword,
    async info(userId: number, lang: Lang | undefined) {
      if (lang) await db.update(users).set({ lang }).where(eq(users.id, userId));
      return reload(userId);
    },

    async setAvatar(userId: number, file: MultipartFile | undefined) {
      const name = await saveImage(file, avatarDir, config.AVATAR_MAX_BYTES);
      const before = await reload(userId);
      await db.update(users).set({ avatar: name }).where(eq(users.id, userId));
      await removeFile(avatarDir, before.avatar);
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
      await db.update(users).set({ payPasswordHash: await hashSecret(body.pay_password) }).where(eq(users.id, userId));
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
      await db.update(users).set({ payPasswordHash: await hashSecret(body.pay_password) }).where(eq(users.id, userId));
      pins.forget(userId);
      await auth.throttle.clear(payKey(userId));
      await messages.notify(userId, 'pay_password_changed');
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
