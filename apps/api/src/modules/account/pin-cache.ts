import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Remembers, for a few minutes, that a user's trading password was just checked with scrypt, so
 * that a burst of orders does not pay ~100 ms of scrypt per order. What is kept is an HMAC of
 * the PIN under a key that exists only in this process's memory, never the PIN; an order still
 * has to carry the right PIN, and a wrong one goes to the full check (which counts failures).
 * Entries end after `ttlMs`, and at once when the trading password changes or is locked.
 */
export function createPinCache(ttlMs: number, now: () => Date, onForget: (userId: number) => void = () => undefined) {
  // A KeyObject, not a Buffer: createHmac imports a Buffer key afresh on every call (every order).
  const key = createSecretKey(randomBytes(32));
  const entries = new Map<number, { mac: Buffer; until: number }>();
  const mac = (userId: number, pin: string) => createHmac('sha256', key).update(`${userId}:${pin}`).digest();

  return {
    /** True when this PIN was verified for this user less than `ttlMs` ago. */
    matches(userId: number, pin: string): boolean {
      const entry = entries.get(userId);
      if (!entry) return false;
      if (entry.until <= now().getTime()) {
        entries.delete(userId);
        return false;
      }
      return timingSafeEqual(entry.mac, mac(userId, pin));
    },
    remember(userId: number, pin: string): void {
      entries.set(userId, { mac: mac(userId, pin), until: now().getTime() + ttlMs });
    },
    /** An opaque key for this user and PIN (hex HMAC), to share work between concurrent checks. */
    key(userId: number, pin: string): string {
      return mac(userId, pin).toString('hex');
    },
    /** Forgets the user's entry here and, through `onForget`, in every other process. */
    forget(userId: number): void {
      entries.delete(userId);
      onForget(userId);
    },
    /** Forgets here only (an invalidation from another process). */
    drop(userId: number): void {
      entries.delete(userId);
    },
    clear: () => entries.clear(),
  };
}
