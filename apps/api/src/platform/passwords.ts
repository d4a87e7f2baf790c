import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords and trading passwords are hashed with scrypt (N=2^15, r=8, p=1: about 64 MiB and
 * tens of milliseconds per check), stored as `scrypt$N$r$p$salt$hash`.
 */
const N = 1 << 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAXMEM = 128 * N * R * 2;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, KEY_LEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * The trading password's cost: N=2^12 (4 MiB, a few milliseconds) instead of 2^15. A 6-digit
 * PIN has a million values, so no KDF cost protects a stolen hash (at 2^15 a single core tries
 * them all in about half a day; at 2^12 in about an hour): what protects the PIN is the lockout
 * after a few wrong tries, checked before scrypt runs. The full cost bought nothing there and
 * cost the server: 50 users' first orders at once queued ~64 MiB scrypts in libuv's 4-thread
 * pool for seconds, stalling every other request that needs the pool (files, DNS, other hashes).
 * At 2^12, fifty checks take tens of milliseconds in all. Login passwords keep the full cost:
 * they are long, and an offline attack on them is what the cost is for.
 */
const PIN_N = 1 << 12;

export async function hashSecret(secret: string, n = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A trading password's hash, at the PIN's cost. */
export const hashPin = (pin: string) => hashSecret(pin, PIN_N);

/** Whether a trading password's stored hash was made at another cost (then rehashed after a successful check). */
export const pinNeedsRehash = (stored: string) => stored.split('$')[1] !== String(PIN_N);

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(secret, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, checked when a username does not exist so that both cases take as long. */
let decoy: Promise<string> | undefined;
export async function verifyDecoy(secret: string): Promise<false> {
  decoy ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(secret, await decoy);
  return false;
}
