import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('closing part of a position', () => {
  it('moves that part, with its share of the buy fee, to historical positions', async () => {
    const u = await k.trader(1_000_000n); // 10,000.00
    // Buy 300 at 10.18 = 3,054.00; fees 5.00 + 0.03 (0.03054) = 5.03.
    await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 300 });
    k.nextDays(1);
    const [position] = (await k.positions(u.token)).list;
    expect(position).toMatchObject({ quantity: 300, sellable: 300, buy_value: '3054.00', buy_fee: '5.03' });

    const close = (quantity: number) => k.api(u.token, 'POST', `/positions/${position!.id}/close`, { quantity, type: 'market', pay_password: PIN });
    const first = await close(100);
    expect(first.statusCode, first.body).toBe(200);
    // Sold 100 at the bid 10.16 = 1,016.00; fees 5.00 + 0.01 + 0.51 (0.508) = 5.52.
    expect(first.json()).toMatchObject({ msg: 'Sale successful', data: { side: 'sell', position_id: position!.id, value: '1016.00', total: '1010.48' } });

    // What is left: 200 shares, cost 2,036.00, buy fee 5.03 − 1.68 (5.03 × 100 / 300 = 1.6767 → 1.68) = 3.35.
    expect((await k.api(u.token, 'GET', `/positions/${position!.id}`)).json().data).toMatchObject({ quantity: 200, sellable: 200, buy_value: '2036.00', buy_fee: '3.35', capital: '2039.35' });
    const [part] = (await k.api(u.token, 'GET', '/history')).json().data.list;
    expect(part).toMatchObject({
      position_id: position!.id,
      reason: 'sell',
      quantity: 100,
      buy_price: '10.18',
      buy_value: '1018.00',
      buy_fee: '1.68',
      sell_price: '10.16',
      sell_value: '1016.00',
      transaction_fee: '5.01',
      stamp_duty: '0.51',
      closing_fee: '5.52',
      // 1,016.00 − 1,018.00 − 1.68 − 5.52
      realised_pl: '-9.20',
    });

    // Selling more than is left is refused; the rest closes the position.
    expect((await close(300)).json().error).toBe('NOT_ENOUGH_SELLABLE');
    const rest = await close(200);
    expect(rest.statusCode, rest.body).toBe(200);
    // 200 × 10.16 = 2,032.00; fees 5.00 + 0.02 + 1.02 (1.016) = 6.04; realised 2,032.00 − 2,036.00 − 3.35 − 6.04 = −13.39.
    const history = (await k.api(u.token, 'GET', '/history')).json().data;
    expect(history.total).toBe(2);
    expect(history.list[0]).toMatchObject({ quantity: 200, buy_fee: '3.35', closing_fee: '6.04', realised_pl: '-13.39' });
    expect((await k.positions(u.token)).list).toEqual([]);
    expect((await k.api(u.token, 'GET', `/positions/${position!.id}`)).statusCode).toBe(404);
    expect((await k.api(u.token, 'GET', '/assets')).json().data).toMatchObject({ market_value: '0.00', realised_pl: '-22.59', total_pl: '-22.59', open_orders: 0 });
    // Cash: 10,000.00 − 3,059.03 + 1,010.48 + 2,025.96 = 9,977.41.
    expect((await k.balances(u.id)).cash_available).toBe(997_741n);
    await k.expectReconciled();
  });
});
