import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, PIN, type MmKit } from './mm-test-kit.ts';

const MON = nextWeekday(1);
const TUE = addDays(MON, 1);
const WED = addDays(MON, 2);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('a redemption over the redeemable balance', () => {
  it('is refused with what may be redeemed, and nothing changes; money being redeemed cannot be redeemed twice', async () => {
    k.advanceTo(MON, '10:00');
    const u = await k.investor(200_000);
    await k.bought(u.token, '1000.00');
    // Not confirmed yet: nothing is redeemable.
    const early = await k.redeem(u.token, '0.01', 'normal');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ error: 'MONEY_MARKET_OVER_REDEEMABLE', msg: 'The redemption amount cannot be more than your redeemable balance of 0.00' });

    k.advanceTo(TUE, '10:00');
    expect((await k.redeem(u.token, '600.00', 'normal')).json().data).toMatchObject({ state: 'pending', pay_day: WED });
    expect(await k.summary(u.token)).toMatchObject({ balance: '1000.00', pending_redemption: '600.00', redeemable: '400.00', earning: '400.00' });

    const before = await k.balances(u.id);
    const refused = [
      { body: { amount: '400.01', pay_password: PIN, mode: 'normal' }, status: 422, error: 'MONEY_MARKET_OVER_REDEEMABLE', msg: 'The redemption amount cannot be more than your redeemable balance of 400.00' },
      { body: { amount: '400.01', pay_password: PIN, mode: 'instant' }, status: 422, error: 'MONEY_MARKET_OVER_REDEEMABLE' },
      { body: { amount: '1000.00', pay_password: PIN, mode: 'normal' }, status: 422, error: 'MONEY_MARKET_OVER_REDEEMABLE' },
      { body: { amount: '', pay_password: PIN, mode: 'normal' }, status: 400, error: 'MONEY_MARKET_AMOUNT_REQUIRED' },
      { body: { amount: '-1', pay_password: PIN, mode: 'normal' }, status: 400, error: 'MONEY_MARKET_AMOUNT_NOT_POSITIVE' },
      { body: { amount: '10.00', pay_password: PIN, mode: 'fast' }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '10.00', pay_password: PIN }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '10.00', pay_password: '111111', mode: 'normal' }, status: 422, error: 'PAY_PASSWORD_WRONG' },
    ];
    for (const c of refused) {
      const res = await k.api(u.token, 'POST', '/redemptions', c.body);
      expect(res.statusCode, `${JSON.stringify(c.body)} → ${res.body}`).toBe(c.status);
      expect(res.json()).toMatchObject({ data: null, error: c.error, ...(c.msg ? { msg: c.msg } : {}) });
    }
    const fr = await k.redeem(u.token, '400.01', 'normal', { lang: 'fr' });
    expect(fr.json().msg).toBe('Le montant du rachat ne peut pas dépasser votre solde rachetable de 400.00');
    expect(await k.balances(u.id)).toEqual(before);
    expect(await k.summary(u.token)).toMatchObject({ pending_redemption: '600.00', redeemable: '400.00' });

    // The rest may go; then nothing is left to ask for.
    expect((await k.redeem(u.token, '400.00', 'normal')).statusCode).toBe(200);
    expect((await k.redeem(u.token, '0.01', 'instant')).json().error).toBe('MONEY_MARKET_OVER_REDEEMABLE');

    // Wednesday: both are paid; everything asked back on Tuesday earned nothing for Tuesday.
    k.advanceTo(WED, '10:00');
    expect(await k.summary(u.token)).toMatchObject({ balance: '0.00', pending_redemption: '0.00', redeemable: '0.00', yesterday_income: '0.00', cumulative_income: '0.00' });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 200_000n, cash_frozen: 0n, money_market: 0n });
    await k.expectReconciled();
  });
});
