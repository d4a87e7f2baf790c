import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { setLivePrice } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
const cents = (s: string) => Math.round(Number(s) * 100);

describe('the quote page’s depth and tape', () => {
  it('gives five simulated levels each side one tick apart around the last price, inside the band', async () => {
    const code = '600519';
    const book = t.services.market.book(code)!;
    const p = setLivePrice(t.services.market, t.ctx.bus, code, book.quote.prevClose + 1234);
    const d = await get(`/api/market/quote/${code}/depth`);
    expect(d.simulated).toBe(true);
    expect(d.bids.map((l: { price: string }) => cents(l.price))).toEqual([p, p - 1, p - 2, p - 3, p - 4]);
    expect(d.asks.map((l: { price: string }) => cents(l.price))).toEqual([p + 1, p + 2, p + 3, p + 4, p + 5]);
    for (const l of [...d.bids, ...d.asks]) expect(l.volume % 100).toBe(0);
    expect(await get(`/api/market/quote/${code}/depth`)).toEqual(d); // the same quote, the same book

    // Sealed at limit up: bids only, none above the band.
    const up = book.band!.up;
    setLivePrice(t.services.market, t.ctx.bus, code, up + 500);
    const sealed = await get(`/api/market/quote/${code}/depth`);
    expect(sealed.asks).toEqual([]);
    expect(cents(sealed.bids[0].price)).toBe(up);
  });

  it('lists the latest trades newest first with their size and direction', async () => {
    const code = '000001';
    const pc = t.services.market.book(code)!.quote.prevClose;
    setLivePrice(t.services.market, t.ctx.bus, code, pc);
    setLivePrice(t.services.market, t.ctx.bus, code, pc + 3);
    setLivePrice(t.services.market, t.ctx.bus, code, pc + 1);
    const tape = await get(`/api/market/quote/${code}/trades`);
    expect(tape.list.slice(0, 2).map((x: { price: string; side: string; volume: number }) => [cents(x.price), x.side, x.volume])).toEqual([
      [pc + 1, 'down', 100],
      [pc + 3, 'up', 100],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/quote/999999/depth' })).statusCode).toBe(404);
  });
});
