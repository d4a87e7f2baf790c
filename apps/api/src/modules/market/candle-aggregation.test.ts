import { describe, expect, it } from 'vitest';
import { aggregate, bucketStart, mergeCandles, rollup, type TradeTick } from './candles.ts';
import { centsToString, percentString } from './format.ts';
import { shanghai } from './test-support.ts';

const tick = (day: string, time: string, price: number, volume = 100): TradeTick => ({ at: shanghai(day, time), price, volume, turnover: price * volume });

describe('candle aggregation', () => {
  it('builds 1-minute OHLCV from a known tick sequence', () => {
    const ticks = [
      tick('2026-03-02', '09:30:00', 1000, 100),
      tick('2026-03-02', '09:30:20', 1010, 200),
      tick('2026-03-02', '09:30:40', 990, 300),
      tick('2026-03-02', '09:30:59', 1005, 100),
      tick('2026-03-02', '09:31:00', 1006, 500),
      tick('2026-03-02', '09:33:10', 1001, 100),
    ];
    expect(aggregate(ticks, '1m')).toEqual([
      { start: shanghai('2026-03-02', '09:30'), open: 1000, high: 1010, low: 990, close: 1005, volume: 700, turnover: 1000 * 100 + 1010 * 200 + 990 * 300 + 1005 * 100 },
      { start: shanghai('2026-03-02', '09:31'), open: 1006, high: 1006, low: 1006, close: 1006, volume: 500, turnover: 503_000 },
      { start: shanghai('2026-03-02', '09:33'), open: 1001, high: 1001, low: 1001, close: 1001, volume: 100, turnover: 100_100 },
    ]);
  });

  it('cuts days at midnight Asia/Shanghai, not UTC', () => {
    const ticks = [tick('2026-03-02', '23:59:59', 1000), tick('2026-03-03', '00:00:00', 1100), tick('2026-03-03', '07:59:00', 1050)];
    const days = aggregate(ticks, '1d');
    expect(days.map((d) => new Date(d.start).toISOString())).toEqual(['2026-03-01T16:00:00.000Z', '2026-03-02T16:00:00.000Z']);
    expect(days[1]).toMatchObject({ open: 1100, close: 1050, high: 1100, low: 1050, volume: 200 });
  });

  it('starts weeks on Monday 00:00 in Shanghai', () => {
    // 2026-03-08 is a Sunday, 2026-03-09 a Monday.
    const ticks = [tick('2026-03-04', '10:00', 1000), tick('2026-03-08', '23:59:59', 1200), tick('2026-03-09', '00:00:00', 900), tick('2026-03-13', '14:00', 950)];
    const weeks = aggregate(ticks, '1w');
    expect(weeks).toEqual([
      { start: shanghai('2026-03-02'), open: 1000, high: 1200, low: 1000, close: 1200, volume: 200, turnover: 220_000 },
      { start: shanghai('2026-03-09'), open: 900, high: 950, low: 900, close: 950, volume: 200, turnover: 185_000 },
    ]);
    expect(bucketStart('1w', shanghai('2026-03-09', '00:00'))).toBe(shanghai('2026-03-09'));
    expect(bucketStart('1w', shanghai('2026-03-08', '23:59'))).toBe(shanghai('2026-03-02'));
  });

  it('starts months on the 1st at 00:00 in Shanghai, across a year end and a leap February', () => {
    const ticks = [
      tick('2027-12-31', '23:59:59', 500),
      tick('2028-01-01', '00:00:00', 510),
      tick('2028-02-29', '15:00', 520),
      tick('2028-03-01', '00:00:01', 530),
    ];
    const months = aggregate(ticks, '1M');
    expect(months.map((m) => [new Date(m.start).toISOString(), m.open, m.close])).toEqual([
      ['2027-11-30T16:00:00.000Z', 500, 500],
      ['2027-12-31T16:00:00.000Z', 510, 510],
      ['2028-01-31T16:00:00.000Z', 520, 520],
      ['2028-02-29T16:00:00.000Z', 530, 530],
    ]);
    // 2028-01-01 00:00 in Shanghai is still 2027-12-31 in UTC: the bucket follows Shanghai.
    expect(bucketStart('1M', Date.parse('2027-12-31T16:30:00Z'))).toBe(shanghai('2028-01-01'));
  });

  it('rolls day candles up into weeks and months, the same as aggregating the ticks directly', () => {
    const ticks: TradeTick[] = [];
    for (let d = 0; d < 45; d += 1) {
      const day = new Date(Date.UTC(2026, 0, 20 + d)).toISOString().slice(0, 10);
      for (const [i, time] of ['09:31', '10:15', '14:59'].entries()) ticks.push(tick(day, time, 1000 + ((d * 7 + i * 13) % 50), 100 * (i + 1)));
    }
    const days = aggregate(ticks, '1d');
    expect(rollup(days, '1w')).toEqual(aggregate(ticks, '1w'));
    expect(rollup(days, '1M')).toEqual(aggregate(ticks, '1M'));
    const [a, b] = days;
    expect(mergeCandles(a, b!)).toEqual({ start: a!.start, open: a!.open, high: Math.max(a!.high, b!.high), low: Math.min(a!.low, b!.low), close: b!.close, volume: a!.volume + b!.volume, turnover: a!.turnover + b!.turnover });
  });
});

describe('amounts over the API', () => {
  it('are decimal strings made from integer cents', () => {
    expect(centsToString(152400)).toBe('1524.00');
    expect(centsToString(5)).toBe('0.05');
    expect(centsToString(-5)).toBe('-0.05');
    expect(centsToString(-123456)).toBe('-1234.56');
    expect(() => centsToString(1.5)).toThrow();
    expect(percentString(160, 1000)).toBe('16.00');
    expect(percentString(-1, 3)).toBe('-33.33');
    expect(percentString(1, 20_000)).toBe('0.01'); // 0.005 % rounds half away from zero
    expect(percentString(-1, 20_000)).toBe('-0.01');
  });
});
