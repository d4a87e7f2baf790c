import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, STAR_CODE, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

const base = () => ({ code: CODE, price: '9.50', total_quantity: 1_000, min_quantity: 100, holding_days: 10, ends_at: k.hoursFromNow(24) });

describe('listing an offer', () => {
  it('shows the operator the live price and today’s band first', async () => {
    k.setMarket(CODE, 1000, 980);
    expect((await k.admin('GET', `/instrument?code=${CODE}`)).json().data).toMatchObject({
      code: CODE,
      kind: 'stock',
      price: '10.00',
      prev_close: '9.80',
      band_down: '8.82',
      band_up: '10.78',
      halted: false,
      min_quantity: 100,
      step: 100,
    });
    expect((await k.admin('GET', `/instrument?code=${STAR_CODE}`)).json().data).toMatchObject({ min_quantity: 200, step: 1 });
    expect((await k.admin('GET', '/instrument?code=999999')).json().error).toBe('UNKNOWN_CODE');
  });

  it('refuses bad offers with a clear error and lists nothing', async () => {
    k.setMarket(CODE, 1000);
    const refusals: [Record<string, unknown>, string, string?][] = [
      [{ min_quantity: 2_000 }, 'BLOCK_TRADE_MIN_ABOVE_TOTAL', 'The minimum per purchase cannot be above the total quantity'],
      [{ total_quantity: 1_050 }, 'BLOCK_TRADE_LOT_SIZE'],
      [{ total_quantity: 0 }, 'BLOCK_TRADE_QUANTITY_ZERO'],
      [{ min_quantity: 0 }, 'BLOCK_TRADE_QUANTITY_ZERO'],
      [{ ends_at: k.hoursFromNow(-1) }, 'BLOCK_TRADE_WINDOW_INVALID', 'Invalid window: the end must be after the start and in the future'],
      [{ starts_at: k.hoursFromNow(5), ends_at: k.hoursFromNow(4) }, 'BLOCK_TRADE_WINDOW_INVALID'],
      [{ code: 'sh000001', price: '3000.00' }, 'BLOCK_TRADE_NOT_A_STOCK'],
      [{ code: '999999' }, 'UNKNOWN_CODE'],
      [{ holding_days: 0 }, 'VALIDATION_FAILED'],
      [{ holding_days: 366 }, 'VALIDATION_FAILED'],
      [{ ends_at: 'tomorrow' }, 'VALIDATION_FAILED'],
    ];
    for (const [change, error, msg] of refusals) {
      const res = await k.admin('POST', '/offers', { ...base(), ...change });
      expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ error, data: null, ...(msg ? { msg } : {}) });
    }
    expect((await k.admin('GET', '/offers')).json().data.total).toBe(0);
    expect(await k.auditActions('block_trade.offer.create')).toHaveLength(0);
  });

  it('audits the listing with what it was checked against', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ price: '9.20', note: 'Seller: pension fund' });
    const [line] = (await k.auditActions('block_trade.offer.create')).filter((a) => a.target === `block_trade_offer:${offer.id}`);
    expect(line?.detail).toMatchObject({ code: CODE, price: '9.20', market_price: '10.00', discount_pct: '8.00', band_down: '9.00', band_up: '11.00', total_quantity: 10_000, min_quantity: 100, holding_days: 30, note: 'Seller: pension fund' });
    expect(offer).toMatchObject({ status: 'open', remaining_quantity: 10_000 });
  });
});

describe('closing an offer early', () => {
  it('stops purchases, keeps those made, is audited once, and cannot be repeated', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000 });
    const u = await k.buyer({ cents: 1_000_000 });
    const boughtRes = await k.purchase(u.token, offer.id, 400);
    expect(boughtRes.statusCode, boughtRes.body).toBe(200);
    const bought = boughtRes.json().data;

    const closed = await k.admin('POST', `/offers/${offer.id}/close`, { reason: 'Seller withdrew' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ msg: 'Block trade closed', data: { status: 'closed', close_reason: 'Seller withdrew', closed_by: 'block_op', remaining_quantity: 600, sold_quantity: 400 } });
    const again = await k.admin('POST', `/offers/${offer.id}/close`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'BLOCK_TRADE_ALREADY_CLOSED' });
    expect((await k.admin('POST', `/offers/${offer.id}/close`, { reason: '  ' })).json().error).toBe('VALIDATION_FAILED');
    expect((await k.admin('POST', '/offers/999999/close', { reason: 'none' })).statusCode).toBe(404);

    const lines = (await k.auditActions('block_trade.offer.close')).filter((a) => a.target === `block_trade_offer:${offer.id}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.detail).toMatchObject({ reason: 'Seller withdrew', remaining_quantity: 600, sold_quantity: 400 });

    // The purchase stands: the user's record, and the operators' list of purchases.
    expect((await k.api(u.token, 'GET', `/purchases/${bought.id}`)).json().data).toMatchObject({ quantity: 400 });
    const listed = (await k.admin('GET', `/purchases?offer_id=${offer.id}`)).json().data;
    expect(listed).toMatchObject({ total: 1, list: [{ id: bought.id, user_id: u.id, username: u.username, quantity: 400, total: bought.total }] });
    expect((await k.admin('GET', '/offers?status=active')).json().data.list.map((o: { id: number }) => o.id)).not.toContain(offer.id);
    expect((await k.admin('GET', '/offers?status=all')).json().data.list.map((o: { id: number }) => o.id)).toContain(offer.id);
  });
});

describe('a purchase is history', () => {
  it('cannot be rewritten or removed, not even in the database', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000 });
    const u = await k.buyer({ cents: 1_000_000 });
    const boughtRes = await k.purchase(u.token, offer.id, 100);
    expect(boughtRes.statusCode, boughtRes.body).toBe(200);
    const bought = boughtRes.json().data;
    const db = k.t.ctx.db;
    await expect(db.execute(sql`UPDATE block_trade_purchases SET quantity = 1 WHERE id = ${bought.id}`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE block_trade_purchases SET sellable_from = '2000-01-01' WHERE id = ${bought.id}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM block_trade_purchases WHERE id = ${bought.id}`)).rejects.toThrow();
    // Nor can an offer be oversold behind the service's back.
    await expect(db.execute(sql`UPDATE block_trade_offers SET remaining_quantity = -100 WHERE id = ${offer.id}`)).rejects.toThrow();
    expect((await k.api(u.token, 'GET', `/purchases/${bought.id}`)).json().data).toEqual(bought);
  });
});
