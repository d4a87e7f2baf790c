/**
 * Small seeded generators for the simulator: the same seed gives the same numbers on every
 * machine and every run (docs/design.md, Market and orders: deterministic by seed). Not for anything secret.
 */

/** 32-bit hash of a string (FNV-1a followed by a murmur3 finaliser for better mixing). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix(h);
}

/** Combines a 32-bit hash with an integer (a tick's slot number) into a new 32-bit seed. */
export function mix(hash: number, n: number): number {
  return fmix((hash ^ Math.imul(n + 0x9e3779b9, 0x85ebca6b)) >>> 0);
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: uniform numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal number (Box–Muller) from a uniform generator. */
export function normal(rng: () => number): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
