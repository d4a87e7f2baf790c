import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, PIN, STAR_CODE, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

type Res = Awaited<ReturnType<BlockTradeKit['purchase']>>;

/** Runs a refused purchase and checks that nothing moved: the buyer's money, the offer, the records. */
async function expectRefused(user: { id: number; token: string }, offerId: number, send: () => Promise<Res>, error: string, msg?: string) {
  const cash = await k.balances(user.id);
  const offer = await k.offer(offerId);
  const records = (await k.api(user.token, 'GET', '/purchases')).json().data.total;
  const res = await send();
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.json()).toMatchObject({ error, data: null, ...(msg ? { msg } : {}) });
  expect(await k.balances(user.id)).toEqual(cash);
  expect(await k.offer(offerId)).toEqual(offer);
  expect((await k.api(user.token, 'GET', '/purchases')).json().data.total).toBe(records);
}

describe('what a purchase may be', () => {
  it('is at least the minimum, at most what remains, in whole lots, never zero', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000, min_quantity: 300 });
    const u = await k.buyer({ cents: 2_000_000 });
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 0), 'BLOCK_TRADE_QUANTITY_ZERO', 'The number of shares cannot be 0');
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 350), 'BLOCK_TRADE_LOT_SIZE', 'The number of shares must be a multiple of 100');
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 200), 'BLOCK_TRADE_BELOW_MINIMUM', 'Please buy at least 300 shares');
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 1_100), 'BLOCK_TRADE_ABOVE_REMAINING', 'The quantity is above the 1000 shares that remain');
    for (const quantity of [-100, 150.5]) {
      await expectRefused(u, offer.id, () => k.api(u.token, 'POST', `/offers/${offer.id}/purchase`, { quantity, pay_password: PIN }), 'VALIDATION_FAILED');
    }
    // The preview refuses the same way, in the user's language.
    const preview = await k.api(u.token, 'GET', `/offers/${offer.id}/preview?quantity=200`, undefined, { lang: 'de' });
    expect(preview.json()).toMatchObject({ error: 'BLOCK_TRADE_BELOW_MINIMUM', msg: 'Bitte kaufen Sie mindestens 300 Aktien' });

    expect((await k.purchase(u.token, offer.id, 700)).statusCode).toBe(200);
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 400), 'BLOCK_TRADE_ABOVE_REMAINING', 'The quantity is above the 300 shares that remain');
    expect((await k.purchase(u.token, offer.id, 300)).statusCode).toBe(200);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 0, sold_quantity: 1_000, status: 'sold_out' });
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 300), 'BLOCK_TRADE_SOLD_OUT', 'This block trade is sold out');
    await k.expectReconciled();
  });

  it('is sold out once less than the minimum remains', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000, min_quantity: 400 });
    const u = await k.buyer({ cents: 2_000_000 });
    expect((await k.purchase(u.token, offer.id, 700)).statusCode).toBe(200);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 300, status: 'sold_out' });
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 300), 'BLOCK_TRADE_SOLD_OUT');
  });

  it('takes any whole number from 200 on the STAR board', async () => {
    k.setMarket(STAR_CODE, 1000);
    const offer = await k.listOffer({ code: STAR_CODE, price: '9.50', total_quantity: 1_000, min_quantity: 200 });
    const u = await k.buyer({ cents: 2_000_000 });
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 199), 'BLOCK_TRADE_STAR_MINIMUM', 'STAR Market shares need at least 200 shares');
    const res = await k.purchase(u.token, offer.id, 201);
    expect(res.statusCode, res.body).toBe(200);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 799 });
  });
});

describe('who may buy, and when', () => {
  it('needs a verified identity, the right trading password and enough cash', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000, min_quantity: 100 });
    const unverified = await k.buyer({ verified: false, cents: 2_000_000 });
    await expectRefused(unverified, offer.id, () => k.purchase(unverified.token, offer.id, 100), 'IDENTITY_REQUIRED');
    const u = await k.buyer({ cents: 95_500 }); // 100 × 9.50 + 5.01 fees = 955.01: one cent short
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 100, {}, '000000'), 'PAY_PASSWORD_WRONG');
    expect((await k.api(u.token, 'GET', `/offers/${offer.id}/preview?quantity=100`)).json().data).toMatchObject({ total: '955.01', available_cash: '955.00', enough_cash: false });
    await expectRefused(u, offer.id, () => k.purchase(u.token, offer.id, 100), 'INSUFFICIENT_FUNDS');
    await k.expectReconciled();
  });

  it('only inside the window, never after an operator closed the offer, never while the instrument is halted', async () => {
    k.setMarket(CODE, 1000);
    const u = await k.buyer({ cents: 5_000_000 });
    const later = await k.listOffer({ starts_at: k.hoursFromNow(2), ends_at: k.hoursFromNow(4) });
    await expectRefused(u, later.id, () => k.purchase(u.token, later.id, 100), 'BLOCK_TRADE_NOT_STARTED');
    expect((await k.offer(later.id)).status).toBe('upcoming');

    const closing = await k.listOffer();
    const closed = await k.admin('POST', `/offers/${closing.id}/close`, { reason: 'Seller withdrew the block' });
    expect(closed.statusCode, closed.body).toBe(200);
    await expectRefused(u, closing.id, () => k.purchase(u.token, closing.id, 100), 'BLOCK_TRADE_ENDED', 'This block trade has ended');

    const book = k.t.services.market.liveBook(CODE)!;
    book.inst.halted = true;
    // An offer cannot be listed on a halted instrument either.
    const listing = await k.admin('POST', '/offers', { code: CODE, price: '9.50', total_quantity: 1_000, min_quantity: 100, holding_days: 5, ends_at: k.hoursFromNow(24) });
    expect(listing.json()).toMatchObject({ error: 'INSTRUMENT_HALTED', data: null });
    book.inst.halted = false;
    const open = await k.listOffer();
    book.inst.halted = true;
    await expectRefused(u, open.id, () => k.purchase(u.token, open.id, 100), 'INSTRUMENT_HALTED');
    book.inst.halted = false;

    k.t.clock.advance(2 * 3600_000 + 1000);
    expect((await k.purchase(u.token, later.id, 100)).statusCode).toBe(200);
    k.t.clock.advance(2 * 3600_000);
    expect((await k.offer(later.id)).status).toBe('ended');
    await expectRefused(u, later.id, () => k.purchase(u.token, later.id, 100), 'BLOCK_TRADE_ENDED');
    // Ended and closed offers are no longer listed to users.
    const ids = (await k.api(u.token, 'GET', '/offers')).json().data.list.map((o: { id: number }) => o.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(closing.id);
    await k.expectReconciled();
  });
});
