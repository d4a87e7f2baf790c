import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

const TUE = nextWeekday(2);
const WED = addDays(TUE, 1);
const THU = addDays(TUE, 2);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp({ MONEY_MARKET_INSTANT_DAILY_CAP: '1000.00' });
});
afterAll(() => k.t.close());

const redemptionCount = async (token: string) => (await k.api(token, 'GET', '/history?type=redemption')).json().data.total as number;

describe('instant redemption up to the daily cap', () => {
  it('pays at once until the day’s cap, refuses beyond it without changing anything, and starts afresh the next day', async () => {
    k.advanceTo(TUE, '10:00');
    const u = await k.investor(500_000);
    await k.bought(u.token, '5000.00');
    k.advanceTo(WED, '09:00');
    await k.settle();
    k.advanceTo(WED, '10:00');
    expect(await k.summary(u.token)).toMatchObject({ balance: '5000.00', instant_daily_cap: '1000.00', instant_remaining: '1000.00' });

    const first = await k.redeem(u.token, '600.00', 'instant');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ msg: 'Redemption successful, the money is in your cash', data: { mode: 'instant', state: 'paid', pay_day: WED, trade_day: WED } });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 60_000n, money_market: 440_000n });
    expect(await k.summary(u.token)).toMatchObject({ instant_remaining: '400.00' });

    // Over the cap: refused with what remains, in the user's language; nothing moves.
    const before = await k.balances(u.id);
    const over = await k.redeem(u.token, '400.01', 'instant');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ data: null, error: 'MONEY_MARKET_INSTANT_CAP_EXCEEDED', msg: 'Instant redemptions are limited to 1000.00 a day; 400.00 remains for today' });
    const overZh = await k.redeem(u.token, '500.00', 'instant', { lang: 'zh_cn' });
    expect(overZh.json().msg).toBe('每日快速转出上限为1000.00，今日剩余额度为400.00');
    expect(await k.balances(u.id)).toEqual(before);
    expect(await redemptionCount(u.token)).toBe(1);

    expect((await k.redeem(u.token, '400.00', 'instant')).statusCode).toBe(200);
    expect(await k.summary(u.token)).toMatchObject({ instant_remaining: '0.00', redeemable: '4000.00' });
    expect((await k.redeem(u.token, '0.01', 'instant')).json()).toMatchObject({ error: 'MONEY_MARKET_INSTANT_CAP_EXCEEDED', msg: 'Instant redemptions are limited to 1000.00 a day; 0.00 remains for today' });
    // Normal redemptions are not capped.
    const normal = await k.redeem(u.token, '2000.00', 'normal');
    expect(normal.json().data).toMatchObject({ state: 'pending', pay_day: THU });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 100_000n, money_market: 400_000n });

    // Next day: the cap is whole again. Wednesday earned on 5000 − 1000 − 2000 = 2000.00: 200 000 × 200 / 3 650 000 = 10.96 → 11 cents.
    k.advanceTo(THU, '10:00');
    expect(await k.summary(u.token)).toMatchObject({ balance: '2000.11', pending_redemption: '0.00', yesterday_income: '0.11', instant_remaining: '1000.00' });
    expect((await k.redeem(u.token, '1000.00', 'instant')).statusCode).toBe(200);
    expect(await k.summary(u.token)).toMatchObject({ balance: '1000.11', instant_remaining: '0.00' });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 400_000n, money_market: 100_011n });
    await k.expectReconciled();
  });

  it('never offers more instant redemption than the redeemable balance', async () => {
    const v = await k.investor(30_000);
    await k.bought(v.token, '300.00');
    k.advanceTo(addDays(THU, 1), '10:00'); // Friday: confirmed
    expect(await k.summary(v.token)).toMatchObject({ balance: '300.00', instant_remaining: '300.00' });
    expect((await k.redeem(v.token, '300.01', 'instant')).json().error).toBe('MONEY_MARKET_OVER_REDEEMABLE');
    await k.expectReconciled();
  });
});
