import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commitmentOf, createStream, drawUnits, listDigest, newSeed, runLottery, winnersFor } from './lottery.ts';

/** Pure tests of the lottery (no database): the statement in the contract, fairness, bounds. */
describe('the IPO lottery', () => {
  const entries = [
    { id: 11, units: 3 },
    { id: 12, units: 5 },
    { id: 17, units: 2 },
  ];

  it('is a pure function of the seed and the list: the same inputs give the same winners', () => {
    const { seedHex } = newSeed();
    const a = runLottery({ seedHex, entries, winners: 4 });
    const b = runLottery({ seedHex, entries: entries.map((e) => ({ ...e })), winners: 4 });
    expect(b).toEqual(a);
    expect(new Set(a.winningUnits).size).toBe(4);
    expect(a.allocations.map((x) => x.firstUnit)).toEqual([0, 3, 8]);
    expect(a.allocations.reduce((s, x) => s + x.wonUnits, 0)).toBe(4);
    // Another seed, or another list, draws differently (with overwhelming probability).
    const other = runLottery({ seedHex: newSeed().seedHex, entries, winners: 4 });
    const reordered = runLottery({ seedHex, entries: [{ id: 11, units: 3 }, { id: 12, units: 4 }, { id: 17, units: 3 }], winners: 4 });
    expect([other.listDigest === a.listDigest, reordered.listDigest === a.listDigest]).toEqual([true, false]);
  });

  it('follows the statement to the bit: a vector computed by a separate implementation (Python hashlib)', () => {
    const seedHex = '00'.repeat(31) + '01';
    // SHA-256 of 31 zero bytes and a 1; of "11:3\n12:5\n17:2\n"; of the empty string.
    expect(commitmentOf(seedHex)).toBe('ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5');
    expect(listDigest(entries)).toBe('472d033bca9826c7ca165b873ff7bf6ca2e8f875432dc29aadc21b593a3aeef9');
    expect(listDigest([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // The same statement written in Python (counter-mode SHA-256 words, rejection, partial Fisher–Yates) drew [2, 3, 6, 4].
    const r = runLottery({ seedHex, entries, winners: 4 });
    expect(r.winningUnits).toEqual([2, 3, 6, 4]);
    // Units 0–2 are application 11's, 3–7 application 12's, 8–9 application 17's.
    expect(r.allocations.map((a) => [a.id, a.wonUnits])).toEqual([[11, 1], [12, 3], [17, 0]]);
    expect(() => commitmentOf('XYZ')).toThrow();
  });

  it('draws winners = min(units, public quantity / unit size)', () => {
    expect(winnersFor(10, 5000, 1000)).toBe(5);
    expect(winnersFor(3, 5000, 1000)).toBe(3);
    expect(winnersFor(10, 5999, 1000)).toBe(5);
    expect(winnersFor(0, 5000, 500)).toBe(0);
    const everyone = runLottery({ seedHex: newSeed().seedHex, entries, winners: 99 });
    expect(everyone.allocations.map((a) => a.wonUnits)).toEqual([3, 5, 2]);
    expect(runLottery({ seedHex: newSeed().seedHex, entries: [], winners: 3 })).toMatchObject({ totalUnits: 0, winningUnits: [] });
  });

  it('never allocates more than the public quantity, nor more units than applied for (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(500, 1000),
        (units, publicUnits, unitShares) => {
          const list = units.map((u, i) => ({ id: 100 + i * 3, units: u }));
          const total = units.reduce((s, u) => s + u, 0);
          const publicQuantity = publicUnits * unitShares;
          const r = runLottery({ seedHex: newSeed().seedHex, entries: list, winners: winnersFor(total, publicQuantity, unitShares) });
          const won = r.allocations.reduce((s, a) => s + a.wonUnits, 0);
          expect(won * unitShares).toBeLessThanOrEqual(publicQuantity);
          expect(won).toBe(Math.min(total, publicUnits));
          expect(new Set(r.winningUnits).size).toBe(r.winningUnits.length);
          for (const a of r.allocations) expect(a.wonUnits).toBeLessThanOrEqual(a.units);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives every unit the same chance, W / N, within tolerance over many draws', () => {
    const DRAWS = 20_000;
    const N = 10;
    const W = 3;
    const wins = new Array<number>(N).fill(0);
    for (let d = 0; d < DRAWS; d += 1) {
      const r = runLottery({ seedHex: newSeed().seedHex, entries, winners: W });
      for (const u of r.winningUnits) wins[u]! += 1;
    }
    // Each unit: binomial(20 000, 0.3), mean 6 000, σ ≈ 64.8; ±5σ fails by chance about once in 3 million runs.
    const mean = (DRAWS * W) / N;
    const sigma = Math.sqrt(DRAWS * (W / N) * (1 - W / N));
    for (const count of wins) expect(Math.abs(count - mean)).toBeLessThan(5 * sigma);
    // Chi-square over the ten units (9 degrees of freedom): the 99.99th percentile is about 33.7.
    const chi = wins.reduce((s, c) => s + (c - mean) ** 2 / mean, 0);
    expect(chi).toBeLessThan(33.7);
  });

  it('takes numbers below m without modulo bias (rejection), and a partial Fisher–Yates picks distinct units', () => {
    const stream = createStream(newSeed().seedHex, listDigest(entries));
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[stream.below(3)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(5 * Math.sqrt(30_000 * (1 / 3) * (2 / 3)));
    expect(stream.below(1)).toBe(0);
    expect(() => stream.below(0)).toThrow();
    // A fixed sequence of choices gives exactly the textbook shuffle's prefix.
    const choices = [2, 0, 1];
    const picked = drawUnits(5, 3, () => choices.shift()!);
    // [0,1,2,3,4]: i=0 j=2 → [2,1,0,3,4]; i=1 j=1 → same; i=2 j=3 → [2,1,3,0,4].
    expect(picked).toEqual([2, 1, 3]);
  });
});
