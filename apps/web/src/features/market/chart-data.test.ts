// @vitest-environment node
import type { Tick } from '@meridian/contract/market';
import { describe, expect, it } from 'vitest';
import { applyTick, bucketStart, movingAverage, toBar, type Bar, type TickMemory } from './chart-data.ts';

const tick = (time: string, price: string, volume: number): Tick => ({
  code: '600519',
  price,
  change: '0.00',
  change_pct: '0.00',
  open: price,
  high: price,
  low: price,
  prev_close: price,
  volume,
  turnover: '0.00',
  time,
  halted: false,
});

describe('buckets follow the server (Asia/Shanghai)', () => {
  it('starts days at Shanghai midnight, weeks on Monday, months on the 1st', () => {
    const at = Date.parse('2026-11-19T03:15:42Z'); // Thursday 11:15 in Shanghai
    expect(new Date(bucketStart('1m', at)).toISOString()).toBe('2026-11-19T03:15:00.000Z');
    expect(new Date(bucketStart('1d', at)).toISOString()).toBe('2026-11-18T16:00:00.000Z');
    expect(new Date(bucketStart('1w', at)).toISOString()).toBe('2026-11-15T16:00:00.000Z'); // Monday 16th, 00:00 Shanghai
    expect(new Date(bucketStart('1M', at)).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    // 23:30 UTC on the 30th is already the 1st of December in Shanghai.
    expect(new Date(bucketStart('1M', Date.parse('2026-11-30T23:30:00Z'))).toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });
});

describe('bars from candles', () => {
  it('draws in Shanghai wall time', () => {
    const bar = toBar({ start_at: '2026-11-18T16:00:00.000Z', open: '1503.94', high: '1513.79', low: '1495.56', close: '1508.18', volume: 3781100, turnover: '1.00' });
    expect(bar.time).toBe(Date.parse('2026-11-19T00:00:00Z') / 1000);
    expect(bar).toMatchObject({ open: 1503.94, high: 1513.79, low: 1495.56, close: 1508.18, volume: 3781100 });
  });
});

describe('a tick moves the last bar', () => {
  const dayBar = (): Bar[] => [toBar({ start_at: '2026-11-18T16:00:00.000Z', open: '10.00', high: '10.50', low: '9.80', close: '10.20', volume: 1000, turnover: '1.00' })];

  it('updates close, high, low and the day volume of the day bar', () => {
    const bars = dayBar();
    const memory: TickMemory = {};
    applyTick(bars, tick('2026-11-19T02:00:00Z', '10.70', 1500), '1d', memory);
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ open: 10, high: 10.7, low: 9.8, close: 10.7, volume: 1500 });
    applyTick(bars, tick('2026-11-19T02:00:01Z', '9.50', 1700), '1d', memory);
    expect(bars[0]).toMatchObject({ high: 10.7, low: 9.5, close: 9.5, volume: 1700 });
  });

  it('opens a new minute bar and counts only the volume traded since the last tick', () => {
    const bars: Bar[] = [toBar({ start_at: '2026-11-19T02:00:00.000Z', open: '10.00', high: '10.00', low: '10.00', close: '10.00', volume: 300, turnover: '1.00' })];
    const memory: TickMemory = {};
    applyTick(bars, tick('2026-11-19T02:00:30Z', '10.10', 5000), '1m', memory);
    expect(bars[0]).toMatchObject({ close: 10.1, volume: 300 }); // first tick: nothing known to add
    applyTick(bars, tick('2026-11-19T02:00:59Z', '10.20', 5200), '1m', memory);
    expect(bars[0]).toMatchObject({ close: 10.2, high: 10.2, volume: 500 });
    const fresh = applyTick(bars, tick('2026-11-19T02:01:00Z', '10.15', 5300), '1m', memory);
    expect(bars).toHaveLength(2);
    expect(fresh).toMatchObject({ open: 10.15, high: 10.15, low: 10.15, close: 10.15, volume: 100 });
    expect(fresh?.time).toBe(Date.parse('2026-11-19T10:01:00Z') / 1000);
  });

  it('adds to the week bar and ignores a tick older than the last bar', () => {
    const bars: Bar[] = [toBar({ start_at: '2026-11-15T16:00:00.000Z', open: '10.00', high: '11.00', low: '9.00', close: '10.00', volume: 9000, turnover: '1.00' })];
    const memory: TickMemory = { dayVolume: 1000 };
    applyTick(bars, tick('2026-11-19T02:00:00Z', '10.40', 1600), '1w', memory);
    expect(bars[0]).toMatchObject({ close: 10.4, volume: 9600 });
    expect(applyTick(bars, tick('2026-11-10T02:00:00Z', '1.00', 1700), '1w', memory)).toBeUndefined();
    expect(bars).toHaveLength(1);
  });

  it('takes a smaller day total as a new day', () => {
    const bars: Bar[] = [toBar({ start_at: '2026-11-15T16:00:00.000Z', open: '10.00', high: '11.00', low: '9.00', close: '10.00', volume: 9000, turnover: '1.00' })];
    const memory: TickMemory = { dayVolume: 5000 };
    applyTick(bars, tick('2026-11-20T01:30:00Z', '10.00', 200), '1w', memory);
    expect(bars[0]?.volume).toBe(9200);
  });
});

describe('moving averages', () => {
  it('averages the last n closes, from the n-th bar on', () => {
    const bars = [1, 2, 3, 4, 5, 6].map((close, i) => ({ time: i, close }));
    expect(movingAverage(bars, 5)).toEqual([
      { time: 4, value: 3 },
      { time: 5, value: 4 },
    ]);
    expect(movingAverage(bars, 10)).toEqual([]);
  });
});
