import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { PIN, SH_STOCK, SZ_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('positions granted by other modules (IPO, block trades)', () => {
  it('opens a position and a trade once per key, and counts in the market value', async () => {
    const u = await k.trader();
    const svc = k.t.services.trading;
    const input = {
      userId: u.id,
      code: SZ_STOCK,
      quantity: 500,
      priceCents: 1000n,
      // 5,000.00: commission 1.25 → 5.00, transfer 0.05: the schedule's split is found again.
      buyFeeCents: 505n,
      source: 'block_trade' as const,
      sellableFrom: addDays(k.today(), 30),
      key: `block_trade:test:${u.id}`,
    };
    const first = await k.t.ctx.db.transaction((tx) => svc.grantPosition(tx, input));
    const again = await k.t.ctx.db.transaction((tx) => svc.grantPosition(tx, input));
    expect(again).toEqual(first);
    const { list } = await k.positions(u.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first.positionId, source: 'block_trade', quantity: 500, buy_value: '5000.00', buy_fee: '5.05', sellable: 0, sellable_from: input.sellableFrom });
    const trades = (await k.api(u.token, 'GET', '/trades')).json().data.list;
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ order_id: null, side: 'buy', source: 'block_trade', value: '5000.00', fees: { commission: '5.00', transfer_fee: '0.05', total: '5.05' }, cash_amount: '-5005.05' });

    // Locked until the holding period ends: POSITION_LOCKED with the date.
    const sell = await k.api(u.token, 'POST', '/orders', { code: SZ_STOCK, side: 'sell', type: 'market', quantity: 500, pay_password: PIN });
    expect(sell.json()).toMatchObject({ error: 'POSITION_LOCKED' });
    expect(sell.json().msg).toContain(input.sellableFrom);

    // Market value at live prices (000001 at 11.60; 600000 at 10.17), per exchange and in the account summary.
    await k.grant(u.id, SH_STOCK, 200, 900n, { source: 'ipo' });
    expect(await svc.marketValueByExchange(u.id)).toEqual({ SH: 203_400n, SZ: 580_000n });
    expect(await svc.marketValue(u.id)).toBe(783_400n);
    const summary = await k.t.app.inject({ method: 'GET', url: '/api/account/summary', headers: { token: u.token } });
    expect(summary.json().data).toMatchObject({ market_value: '7834.00', total_assets: '7834.00' });
    await k.setPrice(SZ_STOCK, 1200);
    expect(await svc.marketValueByExchange(u.id)).toEqual({ SH: 203_400n, SZ: 600_000n });
    await k.expectReconciled();
  });

  it('the fee service gives the schedule and the fees of a value', async () => {
    const svc = k.t.services.trading;
    expect(await svc.fees.current()).toEqual({ commissionRatePpm: 250, commissionMinCents: 500n, transferFeeRatePpm: 10, stampDutyRatePpm: 500 });
    expect(await svc.fees.compute('sell', 4_000_000n)).toEqual({ commission: 1000n, transferFee: 40n, stampDuty: 2000n, total: 3040n });
  });
});
