import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp();
});
afterAll(() => k.t.close());

describe('a halted instrument', () => {
  it('refuses every order; a resting order waits until trading resumes', async () => {
    const u = await k.trader(2_000_000n);
    await k.grant(u.id, SH_STOCK, 100, 900n);
    const resting = await k.placed(u.token, { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '10.00' });
    await k.halt(SH_STOCK, true);
    const cash = await k.balances(u.id);

    const attempts = [
      { code: SH_STOCK, side: 'buy', type: 'market', quantity: 100 },
      { code: SH_STOCK, side: 'buy', type: 'limit', quantity: 100, price: '10.00' },
      { code: SH_STOCK, side: 'sell', type: 'market', quantity: 100 },
    ];
    for (const body of attempts) {
      for (const url of ['/orders', '/orders/preview']) {
        const res = await k.api(u.token, 'POST', url, { leverage: 1, pay_password: PIN, ...body });
        expect(res.statusCode, `${url} ${body.side} ${body.type}`).toBe(422);
        expect(res.json().error).toBe('INSTRUMENT_HALTED');
      }
    }
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.halted).toBe(true);

    // A tick during the halt does not fill the resting order.
    await k.setPrice(SH_STOCK, 990);
    expect((await k.api(u.token, 'GET', '/orders?state=open')).json().data.list.map((o: { id: number }) => o.id)).toEqual([resting.id]);
    expect(await k.balances(u.id)).toEqual(cash);

    // Trading resumes: the next sweep sees the price at 9.90 and fills it at its limit.
    await k.halt(SH_STOCK, false);
    await k.t.services.trading.sweep();
    expect((await k.api(u.token, 'GET', '/orders')).json().data.list[0]).toMatchObject({ id: resting.id, state: 'filled', fill_price: '10.00' });
    await k.expectReconciled();
  });

  it('an index is not tradable and an unknown code is not found', async () => {
    const u = await k.trader(2_000_000n);
    const index = await k.order(u.token, { code: 'sh000001', side: 'buy', quantity: 100 });
    expect(index.statusCode).toBe(422);
    expect(index.json().error).toBe('INDEX_NOT_TRADABLE');
    expect((await k.api(u.token, 'GET', '/ticket?code=sh000001')).json().error).toBe('INDEX_NOT_TRADABLE');
    const unknown = await k.order(u.token, { code: '999999', side: 'buy', quantity: 100 });
    expect(unknown.statusCode).toBe(404);
    expect((await k.balances(u.id)).cash_available).toBe(2_000_000n);
    await k.expectReconciled();
  });
});
