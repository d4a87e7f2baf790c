import { describe, expect, it } from 'vitest';
import { createSimulatedQuoteSource } from './simulator.ts';
import { bandLimits, bandPctFor, clampToBand } from './rules.ts';
import { createSessions } from './sessions.ts';
import { createTicker, freshQuote, type Book } from './ticker.ts';
import { createClock } from '../../platform/clock.ts';
import { createMemoryBus } from '../../platform/bus.ts';
import { seedInstruments } from './test-support.ts';
import type { QuoteSource, SourceStock } from './quote-source.ts';

const instruments = seedInstruments();

function booksFor(list = instruments): Map<string, Book> {
  return new Map(
    list.map((inst) => [
      inst.code,
      { inst, quote: freshQuote(inst.code, inst.refPrice, null, new Date(0)), band: null, m1: undefined, baseDay: '2026-01-01', weekBase: undefined, monthBase: undefined, dirty: false },
    ]),
  );
}

describe('the daily price band', () => {
  it('is ±10 % on main boards and ±20 % for 300/301 and 688 codes, rounded half-up to the cent, none for indices', () => {
    expect(bandPctFor('600519', 'main')).toBe(10);
    expect(bandPctFor('300750', 'chinext')).toBe(20);
    expect(bandPctFor('301269', 'chinext')).toBe(20);
    expect(bandPctFor('688981', 'star')).toBe(20);
    expect(bandPctFor('sh000001', 'index')).toBeNull();
    expect(bandLimits(1000, 10)).toEqual({ up: 1100, down: 900 });
    expect(bandLimits(1005, 10)).toEqual({ up: 1106, down: 905 }); // 1105.5 → 1106, 904.5 → 905
    expect(bandLimits(1005, 20)).toEqual({ up: 1206, down: 804 });
    expect(clampToBand(2000, { up: 1100, down: 900 })).toBe(1100);
    expect(clampToBand(1, { up: 1100, down: 900 })).toBe(900);
  });

  it('is never crossed by the simulator, even when it is driven into the limits day after day', () => {
    const source = createSimulatedQuoteSource({ seed: 'wild', tickMs: 60_000, instruments, volatilityScale: 25 });
    const stocks = instruments.filter((i) => i.kind === 'stock');
    const state = new Map<string, SourceStock>(stocks.map((i) => [i.code, { code: i.code, prevClose: i.refPrice, price: i.refPrice, band: bandLimits(i.refPrice, i.bandPct) }]));
    const pctOf = new Map(stocks.map((i) => [i.code, i.bandPct]));
    const hits = { up: new Set<number | null>(), down: new Set<number | null>() };
    const outside: string[] = [];
    let trades = 0;
    for (let day = 0; day < 12; day += 1) {
      const dayName = `2026-03-${String(day + 2).padStart(2, '0')}`;
      for (let slot = 0; slot < 240; slot += 1) {
        for (const t of source.trades({ at: new Date(0), day: dayName, slot, fraction: slot / 240 }, [...state.values()])) {
          const s = state.get(t.code)!;
          const band = s.band!;
          trades += 1;
          if (t.price > band.up || t.price < band.down) outside.push(`${t.code} ${dayName} ${t.price} outside ${band.down}..${band.up}`);
          if (t.price === band.up) hits.up.add(pctOf.get(t.code) ?? null);
          if (t.price === band.down) hits.down.add(pctOf.get(t.code) ?? null);
          s.price = t.price;
        }
      }
      for (const s of state.values()) {
        s.prevClose = s.price;
        s.band = bandLimits(s.price, pctOf.get(s.code) ?? null);
      }
    }
    expect(trades).toBeGreaterThan(500_000);
    expect(outside).toEqual([]);
    // The limits were really reached on both kinds of board, so the clamp was exercised.
    expect([...hits.up].sort()).toEqual([10, 20]);
    expect([...hits.down].sort()).toEqual([10, 20]);
  });

  it('is enforced by the ticker too, whatever a quote source proposes', () => {
    const wild: QuoteSource = {
      name: 'wild',
      simulated: true,
      trades: (ctx, stocks) => stocks.map((s) => ({ code: s.code, price: ctx.slot % 2 ? s.price * 3 : 1, volume: 100, turnover: 100 })),
      history: () => [],
    };
    const books = booksFor();
    const bus = createMemoryBus(() => undefined);
    const seen: { code: string; price: string; prev_close: string }[] = [];
    bus.subscribe('tick', (p) => seen.push(p as (typeof seen)[number]));
    const ticker = createTicker({ books, indices: [], source: wild, sessions: createSessions(true), clock: createClock(), bus, tickMs: 1000 });
    ticker.step(20);
    expect(seen.length).toBeGreaterThan(1000);
    for (const t of seen) {
      const inst = books.get(t.code)!.inst;
      const band = bandLimits(Math.round(Number(t.prev_close) * 100), inst.bandPct)!;
      const cents = Math.round(Number(t.price) * 100);
      expect(cents).toBeLessThanOrEqual(band.up);
      expect(cents).toBeGreaterThanOrEqual(band.down);
    }
    expect(books.get('600519')!.quote.high).toBe(bandLimits(152400, 10)!.up);
    expect(books.get('300750')!.quote.low).toBe(bandLimits(books.get('300750')!.inst.refPrice, 20)!.down);
  });
});
