import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, STAR_CODE, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

const offerBody = (price: string, code = CODE) => ({ code, price, total_quantity: 1_000, min_quantity: 100, holding_days: 5, ends_at: k.hoursFromNow(48) });

describe('the price band when an offer is listed', () => {
  it('refuses a price outside today’s band or not below the market, accepts the band’s own limit, and lists nothing it refused', async () => {
    k.setMarket(CODE, 1000); // band 9.00 – 11.00
    const before = (await k.admin('GET', '/offers?size=100')).json().data.total as number;

    const below = await k.admin('POST', '/offers', offerBody('8.99'));
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ error: 'BLOCK_TRADE_PRICE_OUTSIDE_BAND', msg: 'The price is outside today’s price band (9.00–11.00)', data: null });
    const chinese = await k.admin('POST', '/offers', offerBody('8.99'), { lang: 'zh_cn' });
    expect(chinese.json().msg).toBe('价格超出今日涨跌幅限制（9.00–11.00）');
    const above = await k.admin('POST', '/offers', offerBody('11.01'));
    expect(above.json().error).toBe('BLOCK_TRADE_PRICE_OUTSIDE_BAND');

    // Inside the band but not a discount: at or above the market price.
    for (const price of ['10.00', '10.50']) {
      const res = await k.admin('POST', '/offers', offerBody(price));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'BLOCK_TRADE_PRICE_NOT_DISCOUNTED', msg: 'The price must be below the current market price of 10.00' });
    }
    // Malformed prices never reach the rules.
    for (const price of ['9.505', '-9.50', 'abc', '']) expect((await k.admin('POST', '/offers', offerBody(price))).json().error).toBe('VALIDATION_FAILED');
    expect((await k.admin('GET', '/offers?size=100')).json().data.total).toBe(before);

    // The limit-down price is inside the band: 10 % below the market.
    const atLimit = await k.admin('POST', '/offers', offerBody('9.00'));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json().data).toMatchObject({ price: '9.00', market_price: '10.00', discount_pct: '10.00', in_band: true, listed_band_down: '9.00', listed_band_up: '11.00' });
    expect((await k.auditActions('block_trade.offer.create')).filter((a) => a.target === `block_trade_offer:${atLimit.json().data.id}`)).toHaveLength(1);
  });

  it('uses the ±20 % band of the STAR board', async () => {
    k.setMarket(STAR_CODE, 9300); // band 74.40 – 111.60
    const star = (price: string) => k.admin('POST', '/offers', { ...offerBody(price, STAR_CODE), total_quantity: 1_000, min_quantity: 200 });
    expect((await star('74.39')).json()).toMatchObject({ error: 'BLOCK_TRADE_PRICE_OUTSIDE_BAND', msg: 'The price is outside today’s price band (74.40–111.60)' });
    expect((await star('74.40')).statusCode).toBe(200);
  });
});

describe('the price band at every purchase', () => {
  it('refuses purchases on a day whose band no longer contains the price, changing nothing, and allows them again when it does', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ price: '9.10', total_quantity: 1_000, min_quantity: 100 });
    const u = await k.buyer({ cents: 1_000_000 });
    expect((await k.purchase(u.token, offer.id, 100)).statusCode).toBe(200);
    const cashAfterFirst = (await k.balances(u.id)).cash_available;

    // A new trading day after a rise: the band is 9.90 – 12.10 and 9.10 is outside it.
    k.setMarket(CODE, 1100, 1100);
    const listed = (await k.api(u.token, 'GET', '/offers')).json().data.list.find((o: { id: number }) => o.id === offer.id);
    expect(listed).toMatchObject({ in_band: false, band_down: '9.90', band_up: '12.10', market_price: '11.00', discount_pct: '17.27', status: 'open' });
    const preview = await k.api(u.token, 'GET', `/offers/${offer.id}/preview?quantity=100`);
    expect(preview.json()).toMatchObject({ error: 'BLOCK_TRADE_PRICE_OUTSIDE_BAND', msg: 'The price is outside today’s price band (9.90–12.10)' });
    const refused = await k.purchase(u.token, offer.id, 100);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'BLOCK_TRADE_PRICE_OUTSIDE_BAND', data: null });
    expect((await k.balances(u.id)).cash_available).toBe(cashAfterFirst);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 900, purchases: 1, in_band: false });
    expect((await k.api(u.token, 'GET', '/purchases')).json().data.total).toBe(1);

    // The next day the band is back around 10.00: 9.10 is inside it again.
    k.setMarket(CODE, 950, 1000);
    const again = await k.purchase(u.token, offer.id, 200);
    expect(again.statusCode, again.body).toBe(200);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 700, purchases: 2, in_band: true });
    await k.expectReconciled();
  });
});
