import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

const WED = nextWeekday(3);
const THU = addDays(WED, 1);
const FRI = addDays(WED, 2);
const SAT = addDays(WED, 3);
const SUN = addDays(WED, 4);
const MON = addDays(WED, 5);
const TUE = addDays(WED, 6);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('T+1: the cut-off, confirmation on the next trading day, income from the day after', () => {
  it('confirms on the next trading day after T, not a minute earlier, and pays income only for ended days', async () => {
    k.advanceTo(WED, '14:59');
    const u = await k.investor(500_000);
    expect((await k.summary(u.token)).order_now).toEqual({ trade_day: WED, confirm_day: THU, first_income_day: FRI, pay_day: THU });
    const p1 = await k.purchase(u.token, '1000.00');
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p1.json()).toMatchObject({ code: 1, msg: 'Purchase successful', data: { state: 'pending', trade_day: WED, confirm_day: THU, first_income_day: FRI } });

    // At the cut-off itself the order belongs to the next trading day.
    k.advanceTo(WED, '15:00');
    const p2 = await k.bought(u.token, '2000.00');
    expect(p2).toMatchObject({ trade_day: THU, confirm_day: FRI, first_income_day: SAT });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 200_000n, cash_frozen: 300_000n, money_market: 0n });
    // The personal centre counts held purchases as frozen cash and the balance as money market: total assets never jump.
    const account = async () => (await k.t.app.inject({ method: 'GET', url: '/api/account/summary', headers: { token: u.token } })).json().data;
    expect(await account()).toMatchObject({ total_assets: '5000.00', frozen: '3000.00', money_market: '0.00' });

    k.advanceTo(WED, '23:59');
    expect(await k.settle()).toMatchObject({ confirmed: 0 });
    expect(await k.summary(u.token)).toMatchObject({ balance: '0.00', pending_purchase: '3000.00' });

    k.advanceTo(THU, '00:00');
    expect(await k.settle()).toMatchObject({ confirmed: 1, income_days: 0 });
    expect(await k.balances(u.id)).toMatchObject({ cash_frozen: 200_000n, money_market: 100_000n });
    expect(await account()).toMatchObject({ total_assets: '5000.00', frozen: '2000.00', money_market: '1000.00' });
    expect((await k.api(u.token, 'GET', `/purchases/${p1.json().data.id}`)).json().data).toMatchObject({ state: 'confirmed' });
    expect((await k.api(u.token, 'GET', `/purchases/${p2.id}`)).json().data).toMatchObject({ state: 'pending' });

    // Thursday earns, but its income is credited only once Thursday has ended.
    k.advanceTo(THU, '23:59');
    expect(await k.settle()).toMatchObject({ income_days: 0 });
    expect(await k.incomeOf(u.id)).toEqual([]);
    k.advanceTo(FRI, '00:01');
    expect(await k.settle()).toMatchObject({ confirmed: 1, income_days: 1, income: '0.05' }); // 100 000 × 200 / 3 650 000 = 5.48 → 5
    expect(await k.summary(u.token)).toMatchObject({ balance: '3000.05', pending_purchase: '0.00', yesterday_income: '0.05', cumulative_income: '0.05' });
    expect(await account()).toMatchObject({ total_assets: '5000.05', money_market: '3000.05' });

    // A normal redemption on Friday morning: T = Friday, paid on Monday; it earns nothing from Friday on.
    k.advanceTo(FRI, '10:00');
    const r = await k.redeem(u.token, '100.00', 'normal');
    expect(r.json().data).toMatchObject({ mode: 'normal', state: 'pending', trade_day: FRI, pay_day: MON });
    // After Friday's cut-off and on Saturday, purchases trade on Monday and are confirmed on Tuesday.
    k.advanceTo(FRI, '15:30');
    expect(await k.bought(u.token, '500.00')).toMatchObject({ trade_day: MON, confirm_day: TUE });
    k.advanceTo(SAT, '00:30');
    expect(await k.settle()).toMatchObject({ paid: 0, income_days: 1 });
    k.advanceTo(SAT, '10:00');
    expect(await k.bought(u.token, '100.00')).toMatchObject({ trade_day: MON, confirm_day: TUE });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 140_000n, cash_frozen: 60_000n });

    k.advanceTo(MON, '00:00');
    expect(await k.settle()).toMatchObject({ paid: 1, confirmed: 0 });
    // E = 100 005 + 200 000 − 10 000 = 290 005 on Friday: 15.89 → 16; Saturday 290 021 → 16; Sunday 290 037 → 16.
    expect((await k.incomeOf(u.id)).map((i) => [i.day, i.amount])).toEqual([[THU, '5'], [FRI, '16'], [SAT, '16'], [SUN, '16']]);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 150_000n, cash_frozen: 60_000n, money_market: 290_053n });
    expect((await k.api(u.token, 'GET', `/redemptions/${r.json().data.id}`)).json().data).toMatchObject({ state: 'paid', pay_day: MON });

    k.advanceTo(TUE, '00:00');
    expect(await k.settle()).toMatchObject({ confirmed: 2 });
    expect(await k.balances(u.id)).toMatchObject({ cash_frozen: 0n, money_market: 290_053n + 16n + 60_000n }); // Monday's income on 290 053: 15.89 → 16
    await k.expectReconciled();
  });
});
