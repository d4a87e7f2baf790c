import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTradeTestApp, CODE, DAY_MS, PIN, type BlockTradeKit } from './block-trade-test-kit.ts';

let k: BlockTradeKit;
beforeAll(async () => {
  // Every day trades, so the holding period's end is plain calendar arithmetic here.
  k = await blockTradeTestApp({ MARKET_ALWAYS_OPEN: 'true' });
});
afterAll(() => k.t.close());

const sell = (token: string, quantity: number) =>
  k.t.app.inject({ method: 'POST', url: '/api/trading/orders', headers: { token, lang: 'en' }, payload: { code: CODE, side: 'sell', type: 'market', quantity, pay_password: PIN } });

async function blockPosition(token: string) {
  const res = await k.t.app.inject({ method: 'GET', url: '/api/trading/positions', headers: { token, lang: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { id: number; code: string; source: string; quantity: number; sellable: number; sellable_from: string; buy_price: string; buy_fee: string }[]).find(
    (p) => p.source === 'block_trade',
  );
}

describe('the holding period of block trade shares', () => {
  it('refuses every sell before sellable_from, tells the buyer once when it ends, and allows the sell from then on', async () => {
    k.toNoon();
    k.setMarket(CODE, 1000);
    const offer = await k.listOffer({ holding_days: 3, total_quantity: 1_000 });
    const u = await k.buyer({ cents: 1_000_000 });
    const purchaseDay = k.today();
    const bought = await k.purchase(u.token, offer.id, 500);
    expect(bought.statusCode, bought.body).toBe(200);
    const unlockDay = new Date(Date.parse(`${purchaseDay}T00:00:00Z`) + 3 * DAY_MS).toISOString().slice(0, 10);
    expect(bought.json().data).toMatchObject({ quantity: 500, holding_days: 3, sellable_from: unlockDay, locked: true });

    // The position is the trading module's: block_trade, at the block price, with the buy fees, nothing sellable.
    const position = await blockPosition(u.token);
    expect(position).toMatchObject({ code: CODE, quantity: 500, sellable: 0, sellable_from: unlockDay, buy_price: '9.50', buy_fee: bought.json().data.fees.total });
    expect(bought.json().data.position_id).toBe(position?.id);
    const [notice] = await k.messagesOf(u.token, 'block_trade_purchased');
    expect(notice?.body).toContain(`can be sold from ${unlockDay}`);

    // Same day, and the day before the end: refused with the date, nothing sold.
    for (const days of [0, 2]) {
      if (days) k.t.clock.advance(days * DAY_MS);
      const refused = await sell(u.token, 500);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'POSITION_LOCKED', data: null });
      expect(refused.json().msg).toContain(unlockDay);
      expect(await blockPosition(u.token)).toMatchObject({ quantity: 500, sellable: 0 });
      expect(await k.t.services.blockTrades.runUnlockNotices(k.t.clock.now())).toBe(0);
    }
    const cashLocked = (await k.balances(u.id)).cash_available;

    // The holding period's last day has passed: the buyer is told once, and can sell.
    k.t.clock.advance(DAY_MS);
    expect(k.today()).toBe(unlockDay);
    expect(await k.t.services.blockTrades.runUnlockNotices(k.t.clock.now())).toBe(1);
    expect(await k.t.services.blockTrades.runUnlockNotices(k.t.clock.now())).toBe(0);
    const unlocked = await k.messagesOf(u.token, 'block_trade_unlocked');
    expect(unlocked).toHaveLength(1);
    expect(unlocked[0]?.title).toBe('Holding period ended');
    expect((await k.api(u.token, 'GET', `/purchases/${bought.json().data.id}`)).json().data).toMatchObject({ locked: false });
    expect(await blockPosition(u.token)).toMatchObject({ sellable: 500 });

    const sold = await sell(u.token, 500);
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await k.balances(u.id)).cash_available).toBeGreaterThan(cashLocked);
    expect(await blockPosition(u.token)).toBeUndefined();
    await k.expectReconciled();
  });
});
