import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { PIN, SH_STOCK, tradingTestApp, type TradingKit } from './trading-test-kit.ts';

// The real A-share sessions (09:30–11:30, 13:00–15:00 Asia/Shanghai, weekdays): the clock is moved.
let k: TradingKit;
beforeAll(async () => {
  k = await tradingTestApp({ MARKET_ALWAYS_OPEN: 'false' });
});
afterAll(() => k.t.close());

const sell = (token: string, quantity = 100) => k.api(token, 'POST', '/orders', { code: SH_STOCK, side: 'sell', type: 'market', quantity, pay_password: PIN });

describe('T+1', () => {
  it('refuses a same-day sell and allows it on the next trading day', async () => {
    k.toLocal('10:00', 1); // a Monday
    const monday = k.today();
    const u = await k.trader(1_000_000n);
    await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    const [position] = (await k.positions(u.token)).list;
    expect(position).toMatchObject({ quantity: 100, sellable: 0, sellable_from: addDays(monday, 1), locked: true, reserved: 0 });

    const refused = await sell(u.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'T_PLUS_ONE', data: null });
    expect(refused.json().msg).toContain(addDays(monday, 1));
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.sellable).toBe(0);
    const cash = (await k.balances(u.id)).cash_available;

    k.nextDays(1); // Tuesday 10:00
    expect((await k.api(u.token, 'GET', `/ticket?code=${SH_STOCK}`)).json().data.sellable).toBe(100);
    expect((await k.positions(u.token)).list[0]).toMatchObject({ sellable: 100, locked: false });
    const sold = await sell(u.token);
    expect(sold.statusCode, sold.body).toBe(200);
    // 100 × 10.16 = 1,016.00 − fees 5.00 + 0.01 + 0.51 = 1,010.48
    expect((await k.balances(u.id)).cash_available - cash).toBe(101_048n);
    await k.expectReconciled();
  });

  it('shares bought on a Friday are sellable on Monday; the weekend is closed', async () => {
    k.toLocal('14:00', 5); // a Friday
    const friday = k.today();
    const u = await k.trader(1_000_000n);
    await k.placed(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    const monday = addDays(friday, 3);
    expect((await sell(u.token)).json()).toMatchObject({ error: 'T_PLUS_ONE' });
    expect((await k.positions(u.token)).list[0]?.sellable_from).toBe(monday);

    k.nextDays(1); // Saturday 14:00
    const closed = await sell(u.token);
    expect(closed.json().error).toBe('MARKET_CLOSED');
    expect(closed.json().msg).toContain(`${monday} 09:30`);

    k.toLocal('09:45', 1); // Monday
    expect(k.today()).toBe(monday);
    expect((await sell(u.token)).statusCode).toBe(200);
    await k.expectReconciled();
  });

  it('at lunch (11:30–13:00) and after 15:00 the market is closed', async () => {
    const u = await k.trader(1_000_000n);
    k.toLocal('12:00');
    const lunch = await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 });
    expect(lunch.json().error).toBe('MARKET_CLOSED');
    expect(lunch.json().msg).toContain(`${k.today()} 13:00`);
    k.toLocal('15:00');
    expect((await k.order(u.token, { code: SH_STOCK, side: 'buy', quantity: 100 })).json().error).toBe('MARKET_CLOSED');
    expect((await k.balances(u.id)).cash_available).toBe(1_000_000n);
    await k.expectReconciled();
  });
});
