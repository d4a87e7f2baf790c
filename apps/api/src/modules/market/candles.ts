import type { CandlePeriod } from '@meridian/contract/market';
import { dayStart, firstOfMonth, localDay, mondayOf } from './calendar.ts';

/**
 * Candle aggregation, pure: no clock, no database. Buckets are in Asia/Shanghai: a minute, a
 * day from local midnight, a week from Monday 00:00, a month from the 1st at 00:00.
 * Prices and turnover are integer cents; volume whole shares.
 */
export type Candle = { start: number; open: number; high: number; low: number; close: number; volume: number; turnover: number };

/** One trade: its time (epoch ms), price, and the shares and money it traded. */
export type TradeTick = { at: number; price: number; volume: number; turnover: number };

export function bucketStart(period: CandlePeriod, at: number): number {
  switch (period) {
    case '1m':
      return Math.floor(at / 60_000) * 60_000;
    case '1d':
      return dayStart(localDay(at));
    case '1w':
      return dayStart(mondayOf(localDay(at)));
    case '1M':
      return dayStart(firstOfMonth(localDay(at)));
  }
}

/** Adds one trade to the candle of its bucket; a trade in a later bucket starts a new candle. */
export function foldTick(candle: Candle | undefined, tick: TradeTick, period: CandlePeriod): Candle {
  const start = bucketStart(period, tick.at);
  if (!candle || candle.start !== start) {
    return { start, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: tick.volume, turnover: tick.turnover };
  }
  return {
    start,
    open: candle.open,
    high: Math.max(candle.high, tick.price),
    low: Math.min(candle.low, tick.price),
    close: tick.price,
    volume: candle.volume + tick.volume,
    turnover: candle.turnover + tick.turnover,
  };
}

/** Candles of `period` from trades in time order, ascending. */
export function aggregate(ticks: readonly TradeTick[], period: CandlePeriod): Candle[] {
  const out: Candle[] = [];
  for (const tick of ticks) {
    const last = out.at(-1);
    const next = foldTick(last, tick, period);
    if (last && next.start === last.start) out[out.length - 1] = next;
    else out.push(next);
  }
  return out;
}

/** Joins two consecutive candles of one bucket (`earlier` first); the start is `earlier`'s. */
export function mergeCandles(earlier: Candle | undefined, later: Candle): Candle {
  if (!earlier) return later;
  return {
    start: earlier.start,
    open: earlier.open,
    high: Math.max(earlier.high, later.high),
    low: Math.min(earlier.low, later.low),
    close: later.close,
    volume: earlier.volume + later.volume,
    turnover: earlier.turnover + later.turnover,
  };
}

/** Week or month candles from day candles (ascending in, ascending out). */
export function rollup(days: readonly Candle[], period: '1w' | '1M'): Candle[] {
  const out: Candle[] = [];
  for (const day of days) {
    const start = bucketStart(period, day.start);
    const last = out.at(-1);
    if (last && last.start === start) out[out.length - 1] = mergeCandles(last, day);
    else out.push({ ...day, start });
  }
  return out;
}
