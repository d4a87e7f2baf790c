import type { CandlePeriod, Tick } from '@meridian/contract/market';
import type { Bus } from '../../platform/bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Sessions } from './sessions.ts';
import type { Instrument, QuoteSource, Trade } from './quote-source.ts';
import { bucketStart, foldTick, mergeCandles, type Candle } from './candles.ts';
import { dayStart, firstOfMonth, mondayOf } from './calendar.ts';
import { bandLimits, clampToBand } from './rules.ts';
import { indexLevel } from './indices.ts';
import { centsToString, percentString } from './format.ts';

/** The latest state of one instrument's trading day, kept in memory and persisted in batches. */
export type LiveQuote = {
  code: string;
  /** Trading day the figures belong to; null before the instrument's first tick ever. */
  day: string | null;
  price: number;
  prevClose: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  turnover: number;
  time: Date;
};

export type Book = {
  inst: Instrument;
  quote: LiveQuote;
  band: { up: number; down: number } | null;
  /** The minute candle being formed. */
  m1: Candle | undefined;
  /** The days of `baseDay`'s week and month before `baseDay` (the live day is merged in on top). */
  baseDay: string;
  weekBase: Candle | undefined;
  monthBase: Candle | undefined;
  dirty: boolean;
};

export type CandleRecord = { code: string; period: CandlePeriod; candle: Candle };
/** An instrument's state after a leader's tick, as followers receive it (JSON-safe: time in ms). */
export type Mirrored = { code: string; quote: Omit<LiveQuote, 'time'> & { time: number }; m1: Candle | undefined };
export type Drained = { quotes: LiveQuote[]; candles: CandleRecord[] };

export type TickerDeps = {
  books: Map<string, Book>;
  /** Each index book with its member books. */
  indices: { book: Book; members: Book[] }[];
  source: QuoteSource;
  sessions: Sessions;
  clock: Clock;
  bus: Bus;
  tickMs: number;
};

export function tickOf(book: Book): Tick {
  const q = book.quote;
  return {
    code: q.code,
    price: centsToString(q.price),
    change: centsToString(q.price - q.prevClose),
    change_pct: percentString(q.price - q.prevClose, q.prevClose),
    open: centsToString(q.open),
    high: centsToString(q.high),
    low: centsToString(q.low),
    prev_close: centsToString(q.prevClose),
    volume: q.volume,
    turnover: centsToString(q.turnover),
    time: q.time.toISOString(),
    halted: book.inst.halted,
  };
}

/** Today's candle from the quote, once the instrument has traded today. */
export function dayCandle(book: Book): Candle | undefined {
  const q = book.quote;
  if (!q.day || q.volume === 0) return undefined;
  return { start: dayStart(q.day), open: q.open, high: q.high, low: q.low, close: q.price, volume: q.volume, turnover: q.turnover };
}

/** The still-forming candle of a period, as the ticker knows it right now. */
export function liveCandle(book: Book, period: CandlePeriod): Candle | undefined {
  if (period === '1m') return book.m1;
  const d1 = dayCandle(book);
  if (!d1 || period === '1d') return d1;
  const base = period === '1w' ? book.weekBase : book.monthBase;
  return { ...mergeCandles(base, d1), start: base?.start ?? bucketStart(period, d1.start) };
}

export function freshQuote(code: string, price: number, day: string | null, time: Date): LiveQuote {
  return { code, day, price, prevClose: price, open: price, high: price, low: price, volume: 0, turnover: 0, time };
}

/**
 * Advances the market one tick at a time. `step` is synchronous and touches memory only
 * (the scheduler calls it every TICK_MS; tests call it directly); `drain` hands what changed
 * to the persister, which writes it in batches.
 */
export function createTicker(deps: TickerDeps) {
  const { books, indices, source, sessions, clock, bus, tickMs } = deps;
  const all = [...books.values()];
  const stocks = all.filter((b) => b.inst.kind === 'stock');
  let pending: CandleRecord[] = [];
  let lastDay = '';
  let lastSlot = -1;

  function rollover(book: Book, day: string): void {
    const d1 = dayCandle(book);
    if (d1) {
      const week = liveCandle(book, '1w');
      const month = liveCandle(book, '1M');
      pending.push({ code: book.inst.code, period: '1d', candle: d1 });
      if (week) pending.push({ code: book.inst.code, period: '1w', candle: week });
      if (month) pending.push({ code: book.inst.code, period: '1M', candle: month });
    }
    const sameWeek = mondayOf(book.baseDay) === mondayOf(day);
    const sameMonth = firstOfMonth(book.baseDay) === firstOfMonth(day);
    book.weekBase = sameWeek ? (d1 ? mergeCandles(book.weekBase, d1) : book.weekBase) : undefined;
    book.monthBase = sameMonth ? (d1 ? mergeCandles(book.monthBase, d1) : book.monthBase) : undefined;
    book.baseDay = day;
    const last = book.quote;
    book.quote = { ...freshQuote(last.code, last.price, day, last.time) };
    book.band = bandLimits(last.price, book.inst.bandPct);
    book.dirty = true;
  }

  function apply(book: Book, trade: Trade, at: Date): void {
    const q = book.quote;
    // The source clamps too; this is the ticker's own guarantee that no price leaves the band.
    const price = clampToBand(trade.price, book.band);
    if (q.volume === 0) {
      q.open = price;
      q.high = price;
      q.low = price;
    } else {
      q.high = Math.max(q.high, price);
      q.low = Math.min(q.low, price);
    }
    q.price = price;
    q.volume += trade.volume;
    q.turnover += trade.turnover;
    q.time = at;
    const tick = { at: at.getTime(), price, volume: trade.volume, turnover: trade.turnover };
    if (book.m1 && book.m1.start !== bucketStart('1m', tick.at)) pending.push({ code: q.code, period: '1m', candle: book.m1 });
    book.m1 = foldTick(book.m1, tick, '1m');
    book.dirty = true;
    bus.publish('tick', tickOf(book));
  }

  /** One tick of the whole market. Answers the number of instruments that traded (0 outside sessions). */
  function stepOnce(): number {
    const now = clock.now();
    if (!sessions.isOpen(now)) return 0;
    const day = sessions.day(now);
    if (day !== lastDay) {
      lastDay = day;
      lastSlot = -1;
    }
    // Slots follow the clock but always advance, so repeated steps at one instant still differ.
    const slot = Math.max(lastSlot + 1, Math.floor(sessions.elapsedMs(now) / tickMs));
    lastSlot = slot;
    for (const book of all) if (book.quote.day !== day) rollover(book, day);

    const open = stocks.filter((b) => !b.inst.halted);
    const trades = source.trades(
      { at: now, day, slot, fraction: sessions.fraction(now) },
      open.map((b) => ({ code: b.inst.code, prevClose: b.quote.prevClose, price: b.quote.price, band: b.band })),
    );
    const traded = new Map<string, Trade>();
    for (const trade of trades) {
      const book = books.get(trade.code);
      if (!book || book.inst.halted || book.inst.kind !== 'stock') continue;
      apply(book, trade, now);
      traded.set(trade.code, trade);
    }
    let count = traded.size;
    for (const { book, members } of indices) {
      let volume = 0;
      let turnover = 0;
      for (const m of members) {
        const t = traded.get(m.inst.code);
        if (t) {
          volume += t.volume;
          turnover += t.turnover;
        }
      }
      if (volume === 0 || book.inst.halted) continue;
      const level = indexLevel(
        book.quote.prevClose,
        members.map((m) => ({ shares: m.inst.sharesOutstanding, price: m.quote.price, prevClose: m.quote.prevClose })),
      );
      apply(book, { code: book.inst.code, price: level, volume, turnover }, now);
      count += 1;
    }
    return count;
  }

  return {
    /** Runs `n` ticks; answers how many instrument updates were published. */
    step(n = 1): number {
      let published = 0;
      for (let i = 0; i < n; i += 1) published += stepOnce();
      return published;
    },
    /**
     * Everything changed since the last drain: latest quotes, finished candles, and the forming
     * minute and day candles. The forming week and month candles are derived (earlier days +
     * today), so they are written at day rollover and in a `full` drain (shutdown) only; the API
     * shows them live from memory meanwhile.
     */
    drain(full = false): Drained {
      const candles = pending;
      pending = [];
      const quotes: LiveQuote[] = [];
      for (const book of all) {
        if (!book.dirty && !full) continue;
        if (book.dirty) quotes.push({ ...book.quote });
        book.dirty = false;
        for (const period of full ? (['1m', '1d', '1w', '1M'] as const) : (['1m', '1d'] as const)) {
          const candle = liveCandle(book, period);
          if (candle) candles.push({ code: book.inst.code, period, candle });
        }
      }
      return { quotes, candles };
    },
    /** Puts back a batch whose write failed, to be written with the next one. */
    requeue(batch: Drained): void {
      // Older first: the writer keeps the last record per candle, so newer state wins.
      pending = [...batch.candles, ...pending];
      for (const q of batch.quotes) {
        const book = books.get(q.code);
        if (book) book.dirty = true;
      }
    },
    publish(book: Book): void {
      bus.publish('tick', tickOf(book));
    },
    /** A book's state as a follower needs it. */
    snapshot(book: Book): Mirrored {
      return { code: book.inst.code, quote: { ...book.quote, time: book.quote.time.getTime() }, m1: book.m1 };
    },
    /**
     * A follower's step: takes the leader's state for each instrument (rolling the day over
     * and finishing the minute candle as the leader did) and publishes the ticks locally.
     */
    mirror(states: readonly Mirrored[]): void {
      for (const s of states) {
        const book = books.get(s.code);
        if (!book) continue;
        if (s.quote.day && book.quote.day !== s.quote.day) rollover(book, s.quote.day);
        if (book.m1 && s.m1 && book.m1.start !== s.m1.start) pending.push({ code: s.code, period: '1m', candle: book.m1 });
        book.quote = { ...s.quote, time: new Date(s.quote.time) };
        book.band = bandLimits(s.quote.prevClose, book.inst.bandPct);
        book.m1 = s.m1 ?? book.m1;
        book.dirty = true;
        bus.publish('tick', tickOf(book));
      }
    },
  };
}
export type Ticker = ReturnType<typeof createTicker>;
