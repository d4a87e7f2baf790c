import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, PIN, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  k = await blockTradeTestApp();
});
afterAll(() => k.t.close());

describe('a purchase retried with its Idempotency-Key', () => {
  it('buys once and answers the repeat with the first answer', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000 });
    const u = await k.buyer({ cents: 1_000_000 });
    const key = { 'idempotency-key': 'bt-retry-0001' };
    const first = await k.purchase(u.token, offer.id, 200, key);
    expect(first.statusCode, first.body).toBe(200);
    const cash = await k.balances(u.id);

    const again = await k.purchase(u.token, offer.id, 200, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Parallel repeats while nothing new may happen: still the one purchase.
    const burst = await Promise.all(Array.from({ length: 5 }, () => k.purchase(u.token, offer.id, 200, key)));
    for (const r of burst) expect(r.json().data?.id).toBe(first.json().data.id);

    expect(await k.balances(u.id)).toEqual(cash);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 800, purchases: 1 });
    expect((await k.api(u.token, 'GET', '/purchases')).json().data.total).toBe(1);
    expect(await k.messagesOf(u.token, 'block_trade_purchased')).toHaveLength(1);

    // The same key for a different purchase is refused, and changes nothing.
    const other = await k.purchase(u.token, offer.id, 300, key);
    expect(other.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REUSED', data: null });
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 800, purchases: 1 });

    // A new key is a new purchase.
    expect((await k.purchase(u.token, offer.id, 200, { 'idempotency-key': 'bt-retry-0002' })).statusCode).toBe(200);
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 600, purchases: 2 });
    await k.expectReconciled();
  });

  it('answers a refused purchase’s repeat with the same refusal', async () => {
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ total_quantity: 1_000, min_quantity: 500 });
    const u = await k.buyer({ cents: 1_000_000 });
    const key = { 'idempotency-key': 'bt-refused-0001' };
    const first = await k.api(u.token, 'POST', `/offers/${offer.id}/purchase`, { quantity: 100, pay_password: PIN }, key);
    expect(first.json().error).toBe('BLOCK_TRADE_BELOW_MINIMUM');
    const again = await k.api(u.token, 'POST', `/offers/${offer.id}/purchase`, { quantity: 100, pay_password: PIN }, key);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await k.offer(offer.id)).toMatchObject({ remaining_quantity: 1_000, purchases: 0 });
  });
});
