import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { candleSeries } from '@meridian/contract/market';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { candles } from './tables.ts';
import { bucketStart } from './candles.ts';
import { addDays, addYears, dayStart, isWeekday, localDay } from './calendar.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true', MARKET_SEED: 'history-test' });
});
afterAll(() => t.close());

const series = async (code: string, period: string, limit = 1000) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/market/candles/${code}?period=${period}&limit=${limit}` });
  expect(res.statusCode, res.body).toBe(200);
  return candleSeries.parse(res.json().data);
};
const localOf = (iso: string) => localDay(Date.parse(iso));

describe('chart history', () => {
  it('is not written at start-up, only on the first request for an instrument', async () => {
    const [row] = await t.ctx.db.select({ n: count() }).from(candles).where(eq(candles.period, '1d'));
    expect(row?.n).toBe(0);
    expect(t.services.market.book('600519')!.inst.historyFilledAt).toBeNull();
  });

  it('reaches two years back and ends at the reference price on the last weekday before the first start', async () => {
    const epoch = t.services.market.epoch();
    const [a, b, c] = await Promise.all([series('600519', '1d'), series('600519', '1d'), series('600519', '1d')]);
    expect(b).toEqual(a); // concurrent first requests share one fill
    expect(c).toEqual(a);
    const days = a.list;
    expect(days.length).toBeGreaterThanOrEqual(520);
    expect(localOf(days[0]!.start_at) <= addYears(epoch, -2)).toBe(true);
    let last = addDays(epoch, -1);
    while (!isWeekday(last)) last = addDays(last, -1);
    expect(days.at(-1)).toMatchObject({ start_at: new Date(dayStart(last)).toISOString(), close: '1524.00' });
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.start_at > days[i - 1]!.start_at).toBe(true);
    expect(days.every((d) => isWeekday(localOf(d.start_at)))).toBe(true);
  });

  it('derives week (from Monday) and month (from the 1st) candles from the days', async () => {
    const days = (await series('600519', '1d')).list;
    const weeks = (await series('600519', '1w')).list;
    const months = (await series('600519', '1M')).list;
    expect(weeks.length).toBeGreaterThanOrEqual(104);
    expect(months.length).toBeGreaterThanOrEqual(24);
    for (const w of weeks) expect(new Date(`${localOf(w.start_at)}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const m of months) expect(localOf(m.start_at).endsWith('-01')).toBe(true);
    const week = weeks[10]!;
    const inWeek = days.filter((d) => d.start_at >= week.start_at && d.start_at < weeks[11]!.start_at);
    expect(week.open).toBe(inWeek[0]!.open);
    expect(week.close).toBe(inWeek.at(-1)!.close);
    expect(week.high).toBe(inWeek.map((d) => d.high).sort((x, y) => Number(y) - Number(x))[0]);
    expect(week.volume).toBe(inWeek.reduce((s, d) => s + d.volume, 0));
  });

  it('is the same for the same seed on another database', async () => {
    const other = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true', MARKET_SEED: 'history-test' });
    try {
      const mine = await series('300750', '1d');
      const res = await other.app.inject({ method: 'GET', url: '/api/market/candles/300750?period=1d&limit=1000' });
      expect(res.json().data.list).toEqual(mine.list);
    } finally {
      await other.close();
    }
  });

  it('gets today\'s live candle on top once the market trades, and minute candles', async () => {
    t.services.market.step(100);
    const days = (await series('600519', '1d', 3)).list;
    expect(days).toHaveLength(3);
    expect(localOf(days.at(-1)!.start_at)).toBe(localDay(t.clock.now()));
    expect(days.at(-1)!.volume).toBeGreaterThan(0);
    const weeks = (await series('600519', '1w', 2)).list;
    expect(weeks.at(-1)!.volume).toBeGreaterThanOrEqual(days.at(-1)!.volume);
    const minutes = (await series('600519', '1m', 10)).list;
    expect(minutes.length).toBeGreaterThanOrEqual(1);
    expect(minutes.at(-1)!.close).toBe(days.at(-1)!.close);
  });

  it('keeps the stored week and month of the first start whole when history arrives after live trading', async () => {
    const { market } = t.services;
    market.step(100); // 601398 trades on the first day, its history not yet asked for
    t.clock.advance(86_400_000);
    market.step(100); // the rollover writes the first day's week and month as the live market knows them
    await market.flush();
    await series('601398', '1d'); // now the history is filled in under them
    const epochStart = dayStart(market.epoch());
    for (const period of ['1w', '1M'] as const) {
      const start = bucketStart(period, epochStart);
      const stored = await t.ctx.db
        .select()
        .from(candles)
        .where(and(eq(candles.code, '601398'), eq(candles.period, period), eq(candles.startAt, new Date(start))));
      const days = await t.ctx.db
        .select()
        .from(candles)
        .where(and(eq(candles.code, '601398'), eq(candles.period, '1d'), gte(candles.startAt, new Date(start))))
        .orderBy(asc(candles.startAt));
      const inBucket = days.filter((d) => bucketStart(period, d.startAt.getTime()) === start);
      expect(inBucket.length).toBeGreaterThan(1);
      expect(stored[0], period).toMatchObject({
        open: inBucket[0]!.open,
        close: inBucket.at(-1)!.close,
        high: Math.max(...inBucket.map((d) => d.high)),
        low: Math.min(...inBucket.map((d) => d.low)),
        volume: inBucket.reduce((sum, d) => sum + d.volume, 0),
      });
    }
  });

  it('caps the limit at 1000', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/market/candles/600519?period=1d&limit=1001' });
    expect(res.json().error).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/market/candles/600519?period=5m' })).statusCode).toBe(400);
  });
});
