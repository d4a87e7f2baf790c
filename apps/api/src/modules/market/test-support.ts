import type { Bus } from '../../platform/bus.ts';
import { readSeedFile } from './instruments.ts';
import type { Instrument } from './quote-source.ts';
import { clampToBand } from './rules.ts';
import { tickOf, type Book } from './ticker.ts';

/** The seeded instruments as the database would hand them back, for tests of pure parts. */
export function seedInstruments(): Instrument[] {
  return readSeedFile().map((s) => ({ ...s, halted: false, haltedAt: null, haltReason: null, historyFilledAt: null, updatedAt: new Date(0) }));
}

/** Epoch ms of a local (Asia/Shanghai) wall-clock time, e.g. at('2026-03-02', '09:30'). */
export function shanghai(day: string, time = '00:00:00'): number {
  return Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

/**
 * Tests: makes `cents` (kept inside today's band) the instrument's last traded price and
 * publishes the tick on the bus, as a market step would — a deterministic price for tests of
 * what reacts to ticks (limit orders, valuations). Answers the price set.
 */
export function setLivePrice(market: { liveBook(code: string): Book | undefined }, bus: Bus, code: string, cents: number): number {
  const book = market.liveBook(code);
  if (!book) throw new Error(`no instrument ${code}`);
  const price = clampToBand(cents, book.band);
  const q = book.quote;
  if (q.volume === 0) Object.assign(q, { open: price, high: price, low: price });
  Object.assign(q, { price, high: Math.max(q.high, price), low: Math.min(q.low, price), volume: q.volume + 100, turnover: q.turnover + price * 100 });
  book.dirty = true;
  bus.publish('tick', tickOf(book));
  return price;
}
