import { createHash, randomBytes } from 'node:crypto';

/**
 * The IPO lottery, exactly as packages/contract/src/ipo.ts states it. Pure: no database, no
 * clock; the server and the tests use it, and apps/api/scripts/verify-ipo-draw.mjs implements
 * the same statement on its own so that the two can be compared.
 */
export const LOTTERY_ALGORITHM = 'meridian-ipo-lottery-v1' as const;

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const TWO_32 = 0x1_0000_0000;

export type LotteryEntry = { id: number; units: number };
export type LotteryInput = { seedHex: string; entries: readonly LotteryEntry[]; winners: number };
export type LotteryResult = {
  listDigest: string;
  totalUnits: number;
  /** Winning unit numbers in the order they were drawn. */
  winningUnits: number[];
  /** Per entry, in the given order: its first unit number and how many of its units won. */
  allocations: { id: number; firstUnit: number; units: number; wonUnits: number }[];
};

/** A fresh secret seed (32 bytes, hex) and its public commitment. */
export function newSeed(): { seedHex: string; commitment: string } {
  const seed = randomBytes(32);
  return { seedHex: seed.toString('hex'), commitment: sha256(seed).toString('hex') };
}

export function commitmentOf(seedHex: string): string {
  return sha256(seedBuffer(seedHex)).toString('hex');
}

function seedBuffer(seedHex: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('a seed is 32 bytes in lower-case hex');
  return Buffer.from(seedHex, 'hex');
}

/** SHA-256 of one line "<id>:<units>\n" per entry, in order. */
export function listDigest(entries: readonly LotteryEntry[]): string {
  const text = entries.map((e) => `${e.id}:${e.units}\n`).join('');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Winners for an issue: min(units applied for, whole units in the public quantity). */
export function winnersFor(totalUnits: number, publicQuantity: number, unitShares: number): number {
  return Math.min(totalUnits, Math.floor(publicQuantity / unitShares));
}

/** 32-bit words from SHA-256(seed ‖ digest ‖ counter), with unbiased numbers below m by rejection. */
export function createStream(seedHex: string, digestHex: string) {
  const key = Buffer.concat([seedBuffer(seedHex), Buffer.from(digestHex, 'hex')]);
  let counter = 0n;
  let block = Buffer.alloc(0);
  let offset = 32;

  function word(): number {
    if (offset >= 32) {
      const k = Buffer.alloc(8);
      k.writeBigUInt64BE(counter);
      counter += 1n;
      block = sha256(key, k);
      offset = 0;
    }
    const w = block.readUInt32BE(offset);
    offset += 4;
    return w;
  }

  function below(m: number): number {
    if (!Number.isInteger(m) || m < 1 || m > TWO_32) throw new Error('below(m) needs 1 ≤ m ≤ 2^32');
    const limit = TWO_32 - (TWO_32 % m);
    for (;;) {
      const w = word();
      if (w < limit) return w % m;
    }
  }

  return { word, below };
}

/**
 * Partial Fisher–Yates over [0, n): positions 0 … w−1 after w swaps. The array is kept sparse
 * (only moved positions are stored), which gives exactly the result of the full array.
 */
export function drawUnits(n: number, w: number, below: (m: number) => number): number[] {
  if (w > n) throw new Error('more winners than units');
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? i;
  const out: number[] = [];
  for (let i = 0; i < w; i += 1) {
    const j = i + below(n - i);
    const vi = at(i);
    const vj = at(j);
    moved.set(i, vj);
    moved.set(j, vi);
    out.push(vj);
  }
  return out;
}

/** The whole draw of one issue. */
export function runLottery(input: LotteryInput): LotteryResult {
  const digest = listDigest(input.entries);
  let next = 0;
  const spans = input.entries.map((e) => {
    if (!Number.isSafeInteger(e.units) || e.units < 1) throw new Error(`application ${e.id} has no units`);
    const span = { id: e.id, firstUnit: next, units: e.units, wonUnits: 0 };
    next += e.units;
    return span;
  });
  const totalUnits = next;
  if (totalUnits >= TWO_32) throw new Error('too many units for one draw');
  const winners = Math.min(input.winners, totalUnits);
  const stream = createStream(input.seedHex, digest);
  const winningUnits = drawUnits(totalUnits, winners, stream.below);
  const sorted = [...winningUnits].sort((a, b) => a - b);
  // Both lists are ascending: one pass counts each span's winners.
  let s = 0;
  for (const unit of sorted) {
    while (s < spans.length && unit >= spans[s]!.firstUnit + spans[s]!.units) s += 1;
    spans[s]!.wonUnits += 1;
  }
  return { listDigest: digest, totalUnits, winningUnits, allocations: spans };
}
