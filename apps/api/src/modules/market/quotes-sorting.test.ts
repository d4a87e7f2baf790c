import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteDetail, quotePage } from '@meridian/contract/market';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'true' });
  t.services.market.step(30);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
const cents = (s: string) => Math.round(Number(s) * 100);
type Row = { code: string; price: string; prev_close: string; volume: number; turnover: string };
/** change / prev_close of a against b, exactly (cross-multiplied). */
const ratioCompare = (a: Row, b: Row) =>
  (cents(a.price) - cents(a.prev_close)) * cents(b.prev_close) - (cents(b.price) - cents(b.prev_close)) * cents(a.prev_close);

async function all(sort: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const data = (await get(`/api/market/quotes?sort=${sort}&page=${page}&size=50`)).json().data;
    rows.push(...data.list);
    if (rows.length >= data.total) return rows;
  }
}

describe('GET /api/market/quotes', () => {
  it('lists every stock (no index) with quote fields, 20 a page by default', async () => {
    const res = await get('/api/market/quotes');
    expect(res.statusCode).toBe(200);
    const data = quotePage.parse(res.json().data);
    expect(data.list).toHaveLength(20);
    expect(data.total).toBeGreaterThanOrEqual(300);
    expect(data.list.every((q) => q.kind === 'stock')).toBe(true);
  });

  it('sorts gainers (best change first) and losers (worst first) exactly', async () => {
    const gainers = await all('gainers');
    for (let i = 1; i < gainers.length; i += 1) expect(ratioCompare(gainers[i - 1]!, gainers[i]!)).toBeGreaterThanOrEqual(0);
    const losers = await all('losers');
    for (let i = 1; i < losers.length; i += 1) expect(ratioCompare(losers[i - 1]!, losers[i]!)).toBeLessThanOrEqual(0);
    expect(new Set(gainers.map((g) => g.code)).size).toBe(gainers.length); // pages do not overlap
    expect(ratioCompare(gainers[0]!, gainers.at(-1)!)).toBeGreaterThan(0);
  });

  it('sorts by volume and by turnover, largest first', async () => {
    const byVolume = await all('volume');
    for (let i = 1; i < byVolume.length; i += 1) expect(byVolume[i - 1]!.volume).toBeGreaterThanOrEqual(byVolume[i]!.volume);
    const byTurnover = await all('turnover');
    for (let i = 1; i < byTurnover.length; i += 1) expect(cents(byTurnover[i - 1]!.turnover)).toBeGreaterThanOrEqual(cents(byTurnover[i]!.turnover));
  });

  it('caps the page size at 50 and refuses unknown sorts', async () => {
    expect((await get('/api/market/quotes?size=50')).json().data.list).toHaveLength(50);
    expect((await get('/api/market/quotes?size=51')).json().error).toBe('VALIDATION_FAILED');
    expect((await get('/api/market/quotes?sort=random')).statusCode).toBe(400);
    expect((await get('/api/market/quotes?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/market/indices and /quote/:code', () => {
  it('gives the four indices in order', async () => {
    const data = (await get('/api/market/indices')).json().data;
    expect(data.map((i: Row) => i.code)).toEqual(['sh000001', 'sz399001', 'sz399006', 'sh000300']);
    expect(data[0]).toMatchObject({ name: '上证指数', kind: 'index', board: 'index' });
    expect(data.every((i: Row) => i.volume > 0)).toBe(true); // computed from constituents that traded
  });

  it('gives a full quote: band, P/E, industry P/E, session, simulated', async () => {
    const res = await get('/api/market/quote/600519');
    expect(res.statusCode).toBe(200);
    const q = quoteDetail.parse(res.json().data);
    expect(q).toMatchObject({ code: '600519', name: '贵州茅台', name_en: 'Kweichow Moutai', exchange: 'SH', board: 'main', band_pct: 10, simulated: true, halted: false });
    const prev = cents(q.prev_close);
    expect(cents(q.limit_up!)).toBe(Math.floor((prev * 110 + 50) / 100));
    expect(cents(q.limit_down!)).toBe(Math.floor((prev * 90 + 50) / 100));
    expect(Number(q.pe)).toBeGreaterThan(0);
    expect(Number(q.industry_pe)).toBeGreaterThan(0);
    expect(q.session).toMatchObject({ state: 'open', always_open: true, timezone: 'Asia/Shanghai' });
    expect(cents(q.change)).toBe(cents(q.price) - prev);
  });

  it('answers null P/E for a loss-making company and no band for an index', async () => {
    expect((await get('/api/market/quote/000002')).json().data.pe).toBeNull(); // 万科A, loss-making in the seed
    const index = (await get('/api/market/quote/sz399006')).json().data;
    expect(index).toMatchObject({ kind: 'index', limit_up: null, limit_down: null, band_pct: null, pe: null, market_cap: null });
    expect((await get('/api/market/quote/300750')).json().data.band_pct).toBe(20);
  });

  it('answers 404 in the envelope for an unknown code', async () => {
    for (const url of ['/api/market/quote/999999', '/api/market/quote/abc', '/api/market/candles/999999?period=1d']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ data: null, error: 'NOT_FOUND' });
    }
  });
});
