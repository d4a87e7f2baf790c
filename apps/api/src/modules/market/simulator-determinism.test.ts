import { describe, expect, it } from 'vitest';
import { createSimulatedQuoteSource } from './simulator.ts';
import { bandLimits } from './rules.ts';
import { seedInstruments } from './test-support.ts';
import type { Instrument, SourceStock, Trade } from './quote-source.ts';

const instruments = seedInstruments();
const stocks = instruments.filter((i) => i.kind === 'stock');

/** Runs a source over `ticks` ticks of one day, carrying prices forward like the ticker does. */
function run(seed: string, list: readonly Instrument[], ticks: number, tickMs = 1000): Trade[][] {
  const source = createSimulatedQuoteSource({ seed, tickMs, instruments: list });
  const state = new Map<string, SourceStock>(
    list.map((i) => [i.code, { code: i.code, prevClose: i.refPrice, price: i.refPrice, band: bandLimits(i.refPrice, i.bandPct) }]),
  );
  const out: Trade[][] = [];
  for (let slot = 0; slot < ticks; slot += 1) {
    const trades = source.trades({ at: new Date(0), day: '2026-03-02', slot, fraction: slot / ticks }, [...state.values()]);
    for (const t of trades) state.set(t.code, { ...state.get(t.code)!, price: t.price });
    out.push(trades);
  }
  return out;
}

describe('the simulated quote source', () => {
  it('gives the same trades for the same seed, instrument, day and tick', () => {
    const a = run('seed-a', stocks, 300);
    const b = run('seed-a', stocks, 300);
    expect(b).toEqual(a);
    expect(a.flat().length).toBeGreaterThan(300 * 100);
  });

  it('gives different prices for another seed', () => {
    const a = run('seed-a', stocks, 100).flat();
    const c = run('seed-c', stocks, 100).flat();
    const priceOf = (trades: Trade[], code: string) => trades.filter((t) => t.code === code).at(-1)?.price;
    const differing = stocks.filter((s) => priceOf(a, s.code) !== priceOf(c, s.code));
    expect(differing.length).toBeGreaterThan(stocks.length / 2);
  });

  it('moves one instrument the same whatever other instruments trade beside it', () => {
    const moutai = stocks.filter((s) => s.code === '600519');
    const alone = run('seed-a', moutai, 200).flat();
    const together = run('seed-a', stocks, 200).flat().filter((t) => t.code === '600519');
    expect(alone).toEqual(together);
  });

  it('trades on the cent, in whole lots, with turnover = volume × price', () => {
    for (const t of run('seed-a', stocks, 50).flat()) {
      expect(Number.isInteger(t.price)).toBe(true);
      expect(t.volume % 100).toBe(0);
      expect(t.volume).toBeGreaterThan(0);
      expect(t.turnover).toBe(t.volume * t.price);
    }
  });

  it('trades more of a small company per tick relative to its size than of a giant, and more at the open than at midday', () => {
    const source = createSimulatedQuoteSource({ seed: 's', tickMs: 1000, instruments });
    const rate = (code: string) => {
      const inst = instruments.find((i) => i.code === code)!;
      return source.profile(code)!.dailyVolume / inst.sharesOutstanding;
    };
    expect(rate('601398')).toBeLessThan(rate('300750') * 2); // ICBC vs CATL: both large
    const small = stocks.reduce((a, b) => (a.sharesOutstanding * a.refPrice < b.sharesOutstanding * b.refPrice ? a : b));
    expect(rate(small.code)).toBeGreaterThan(rate('601398'));
    const volumeAt = (fraction: number) => {
      let total = 0;
      for (let slot = 0; slot < 200; slot += 1) {
        const trades = source.trades({ at: new Date(0), day: '2026-03-03', slot, fraction }, stocks.map((i) => ({ code: i.code, prevClose: i.refPrice, price: i.refPrice, band: bandLimits(i.refPrice, i.bandPct) })));
        total += trades.reduce((sum, t) => sum + t.volume, 0);
      }
      return total;
    };
    expect(volumeAt(0.01)).toBeGreaterThan(volumeAt(0.5) * 2);
  });

  it('makes deterministic daily history that ends at the reference price and keeps every close inside the band', () => {
    const source = createSimulatedQuoteSource({ seed: 'h', tickMs: 1000, instruments });
    const days = Array.from({ length: 500 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
    for (const code of ['600519', '300750', '688981', 'sh000001']) {
      const inst = instruments.find((i) => i.code === code)!;
      const bars = source.history(inst, days, inst.refPrice);
      expect(bars).toEqual(source.history(inst, days, inst.refPrice));
      expect(bars.at(-1)!.close).toBe(inst.refPrice);
      for (let i = 1; i < bars.length; i += 1) {
        const bar = bars[i]!;
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        const band = bandLimits(bars[i - 1]!.close, inst.bandPct);
        if (band) {
          expect(bar.high).toBeLessThanOrEqual(band.up);
          expect(bar.low).toBeGreaterThanOrEqual(band.down);
        }
      }
    }
  });
});
