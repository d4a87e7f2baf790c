import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { readSeedFile } from './instruments.ts';
import { instruments } from './tables.ts';
import { addDays, localDay } from './calendar.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(() => t.close());

const quoteOf = async (app: TestApp['app'], code: string) => (await app.inject({ method: 'GET', url: `/api/market/quote/${code}` })).json().data;

describe('the seed', () => {
  it('holds at least 300 real stocks and the four indices, with boards and bands derived from the code', () => {
    const seeds = readSeedFile();
    expect(seeds.filter((s) => s.kind === 'stock').length).toBeGreaterThanOrEqual(300);
    expect(seeds.filter((s) => s.kind === 'index').map((s) => s.code)).toEqual(['sh000001', 'sz399001', 'sz399006', 'sh000300']);
    const by = (code: string) => seeds.find((s) => s.code === code)!;
    expect(by('600519')).toMatchObject({ board: 'main', bandPct: 10, refPrice: 152400, pinyinInitials: 'gzmt', pinyinFull: 'guizhoumaotai' });
    expect(by('300750')).toMatchObject({ board: 'chinext', bandPct: 20 });
    expect(by('688981')).toMatchObject({ board: 'star', bandPct: 20 });
  });

  it('is idempotent and never lifts a halt', async () => {
    const { market } = t.services;
    const before = (await t.app.inject({ method: 'GET', url: '/api/market/quotes?size=1' })).json().data.total;
    await t.ctx.db.update(instruments).set({ halted: true, haltReason: 'seed test' }).where(eq(instruments.code, '600000'));
    await market.load();
    expect((await t.app.inject({ method: 'GET', url: '/api/market/quotes?size=1' })).json().data.total).toBe(before);
    expect(market.book('600000')!.inst).toMatchObject({ halted: true, haltReason: 'seed test' });
    await t.ctx.db.update(instruments).set({ halted: false, haltReason: null }).where(eq(instruments.code, '600000'));
    await market.load();
  });
});

describe('a restart', () => {
  it('continues from the last price, volume and candles', async () => {
    t.services.market.step(100);
    const before = { stock: await quoteOf(t.app, '600519'), index: await quoteOf(t.app, 'sh000300') };
    expect(before.stock.volume).toBeGreaterThan(0);
    await t.app.close(); // writes the last state

    const second = await buildApp({ config: t.ctx.config, database: t.ctx.database, clock: t.clock, rsa: t.ctx.rsa, logger: false });
    try {
      await second.app.ready();
      const after = { stock: await quoteOf(second.app, '600519'), index: await quoteOf(second.app, 'sh000300') };
      for (const key of ['price', 'open', 'high', 'low', 'prev_close', 'volume', 'turnover'] as const) {
        expect(after.stock[key], key).toEqual(before.stock[key]);
        expect(after.index[key], key).toEqual(before.index[key]);
      }
      second.services.market.step(100);
      expect((await quoteOf(second.app, '600519')).volume).toBeGreaterThan(before.stock.volume);

      // Day rollover: the previous close becomes the last price of the day before.
      const lastPrice = (await quoteOf(second.app, '600519')).price;
      const today = localDay(t.clock.now());
      t.clock.advance(86_400_000);
      second.services.market.step(100);
      const next = await quoteOf(second.app, '600519');
      expect(next.prev_close).toBe(lastPrice);
      await second.services.market.flush();
      const days = (await second.app.inject({ method: 'GET', url: '/api/market/candles/600519?period=1d&limit=5' })).json().data.list;
      const yesterday = days.find((d: { start_at: string }) => localDay(Date.parse(d.start_at)) === today);
      expect(yesterday).toMatchObject({ close: lastPrice });
      expect(localDay(Date.parse(days.at(-1).start_at))).toBe(addDays(today, 1));
    } finally {
      await second.app.close();
    }
  });
});
