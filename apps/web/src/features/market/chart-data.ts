import type { Candle, CandlePeriod, Tick } from '@meridian/contract/market';

/**
 * Candles → chart bars, and a live tick → the updated last bar. Pure, so it is tested without a
 * canvas. The chart library draws with numbers, so prices become numbers here and only here:
 * they are drawn, never computed with or sent anywhere.
 */
export const CHART_PERIODS = ['intraday', 'day', 'week', 'month'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export const API_PERIOD: Record<ChartPeriod, CandlePeriod> = { intraday: '1m', day: '1d', week: '1w', month: '1M' };

/** How many bars each period asks for: one trading day of minutes, about a year of days, five of weeks, ten of months. */
export const BAR_LIMIT: Record<ChartPeriod, number> = { intraday: 240, day: 250, week: 260, month: 120 };

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Buckets start at midnight Asia/Shanghai (UTC+8, no daylight saving). */
const SHANGHAI = 8 * 3_600_000;

export type Bar = {
  /** Seconds, shifted to Shanghai wall time: the chart's axis then reads the market's own clock. */
  time: number;
  /** Bucket start, real UTC milliseconds. */
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

export function toBar(candle: Candle): Bar {
  const start = Date.parse(candle.start_at);
  return {
    time: (start + SHANGHAI) / 1000,
    start,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: candle.volume,
  };
}

/** Start (UTC ms) of the bucket of `period` that holds the instant `ms`; the server's rule (contract market.ts `candle.start_at`). */
export function bucketStart(period: CandlePeriod, ms: number): number {
  if (period === '1m') return Math.floor(ms / MINUTE) * MINUTE;
  const day = Math.floor((ms + SHANGHAI) / DAY);
  if (period === '1d') return day * DAY - SHANGHAI;
  if (period === '1w') {
    // Day 0 (1970-01-01) was a Thursday; weeks start on Monday.
    const sinceMonday = (day + 3) % 7;
    return (day - sinceMonday) * DAY - SHANGHAI;
  }
  const local = new Date(ms + SHANGHAI);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SHANGHAI;
}

/** What the chart remembers between ticks: the day's volume at the last tick (ticks carry the day's total). */
export type TickMemory = { dayVolume?: number };

/**
 * Folds a tick into the bars: the last bar moves (close, high, low, volume), or a new bar opens
 * when the tick falls into a later bucket. Answers the bar to draw, or undefined for a tick older
 * than the last bar. `bars` is updated in place.
 */
export function applyTick(bars: Bar[], tick: Tick, period: CandlePeriod, memory: TickMemory): Bar | undefined {
  const at = Date.parse(tick.time);
  if (Number.isNaN(at)) return undefined;
  const value = Number(tick.price);
  const start = bucketStart(period, at);
  const last = bars.at(-1);
  // A new day restarts the day's volume, so a smaller total means everything since is new.
  const previous = memory.dayVolume;
  const added = previous === undefined ? 0 : tick.volume >= previous ? tick.volume - previous : tick.volume;
  memory.dayVolume = tick.volume;

  if (last && start < last.start) return undefined;
  if (last && start === last.start) {
    last.close = value;
    last.high = Math.max(last.high, value);
    last.low = Math.min(last.low, value);
    last.volume = period === '1d' ? tick.volume : last.volume + added;
    return last;
  }
  const bar: Bar = {
    time: (start + SHANGHAI) / 1000,
    start,
    open: value,
    high: value,
    low: value,
    close: value,
    volume: period === '1d' ? tick.volume : added,
  };
  bars.push(bar);
  return bar;
}

/** The moving averages drawn over candles, with their colours. */
export const MOVING_AVERAGES = [
  { n: 5, color: '#f5a623' },
  { n: 10, color: '#7b61ff' },
  { n: 20, color: '#13a8a8' },
] as const;

/** Simple moving average of the closes over `n` bars: one point per bar from the n-th on. */
export function movingAverage(bars: readonly Pick<Bar, 'time' | 'close'>[], n: number): { time: number; value: number }[] {
  const out: { time: number; value: number }[] = [];
  let sum = 0;
  for (let i = 0; i < bars.length; i++) {
    sum += bars[i]!.close;
    if (i >= n) sum -= bars[i - n]!.close;
    if (i >= n - 1) out.push({ time: bars[i]!.time, value: Math.round((sum / n) * 1000) / 1000 });
  }
  return out;
}
