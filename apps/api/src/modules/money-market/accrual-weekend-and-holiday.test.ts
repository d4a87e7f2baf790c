import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

// A Thursday; the Monday after it is an exchange holiday. Rate 200 bp (2.00 %), actual/365.
const THU = nextWeekday(4);
const FRI = addDays(THU, 1);
const SAT = addDays(THU, 2);
const SUN = addDays(THU, 3);
const MON_HOLIDAY = addDays(THU, 4);
const TUE = addDays(THU, 5);
const WED = addDays(THU, 6);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp({ MARKET_HOLIDAYS: MON_HOLIDAY });
});
afterAll(() => k.t.close());

/*
 * Hand computation, income of a day = E × 200 / (10 000 × 365) cents, half-up (denominator 3 650 000):
 *   Fri  E = 921 625 (9216.25 confirmed Fri)        → 184 325 000 / 3 650 000 = 50.5 exactly → 51
 *   Sat  E = 921 676 − 21 625 (asked back on Sat)   = 900 051 → 49.3179 → 49
 *   Sun  E = 900 100                                → 49.3205 → 49
 *   Mon  E = 900 149 (holiday: still an income day) → 49.3232 → 49
 *   Tue  E = 900 198 + 100 000 (1000.00 confirmed Tue) = 1 000 198 → 54.8054 → 55
 *   balance after Tue's income: 1 000 198 + 55 = 1 000 253 → 10002.53; income 2.53 in all.
 */
describe('income across a weekend and an exchange holiday', () => {
  it('accrues every calendar day, while confirmations and pay-outs wait for trading days', async () => {
    k.advanceTo(THU, '10:00');
    const u = await k.investor(2_000_000);
    const p1 = await k.bought(u.token, '9216.25');
    expect(p1).toMatchObject({ state: 'pending', trade_day: THU, confirm_day: FRI, first_income_day: SAT });
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_078_375n, cash_frozen: 921_625n, money_market: 0n });

    // Friday: the purchase is confirmed. A purchase made now waits for Tuesday (Sat, Sun and the holiday do not trade).
    k.advanceTo(FRI, '10:00');
    expect(await k.settle()).toMatchObject({ confirmed: 1, income_days: 0, failed: 0 });
    expect(await k.balances(u.id)).toMatchObject({ cash_frozen: 0n, money_market: 921_625n });
    const p2 = await k.bought(u.token, '1000.00');
    expect(p2).toMatchObject({ trade_day: FRI, confirm_day: TUE, first_income_day: WED });

    k.advanceTo(SAT, '10:00');
    // Saturday: a normal redemption's T is the next trading day (Tuesday, after the holiday), paid the trading day after.
    const r = await k.redeem(u.token, '216.25', 'normal');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ msg: 'Redemption submitted, the money arrives on the next trading day', data: { state: 'pending', trade_day: TUE, pay_day: WED } });
    // The redemption settled Friday first: the exact tie of 50.5 cents went up.
    expect(await k.incomeOf(u.id)).toEqual([{ day: FRI, amount: '51', earning: '921625', rate_bp: 200 }]);

    // A purchase on the holiday itself trades on Tuesday and is confirmed on Wednesday.
    k.advanceTo(MON_HOLIDAY, '10:00');
    const v = await k.investor(100_000);
    expect(await k.bought(v.token, '500.00')).toMatchObject({ trade_day: TUE, confirm_day: WED, first_income_day: addDays(WED, 1) });

    // No job ran over the weekend and the holiday; Wednesday's run settles it all in order.
    k.advanceTo(WED, '10:00');
    expect(await k.settle()).toMatchObject({ users: 2, confirmed: 2, paid: 1, income_days: 4, income: '2.02', failed: 0 });
    expect(await k.incomeOf(u.id)).toEqual([
      { day: FRI, amount: '51', earning: '921625', rate_bp: 200 },
      { day: SAT, amount: '49', earning: '900051', rate_bp: 200 },
      { day: SUN, amount: '49', earning: '900100', rate_bp: 200 },
      { day: MON_HOLIDAY, amount: '49', earning: '900149', rate_bp: 200 },
      { day: TUE, amount: '55', earning: '1000198', rate_bp: 200 },
    ]);
    // 20000.00 − 9216.25 − 1000.00 + 216.25 paid back on Wednesday.
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 1_000_000n, cash_frozen: 0n, money_market: 1_000_253n });
    expect(await k.summary(u.token)).toMatchObject({
      balance: '10002.53',
      earning: '10002.53',
      pending_purchase: '0.00',
      pending_redemption: '0.00',
      yesterday_income: '0.55',
      cumulative_income: '2.53',
      settled_through: TUE,
      seven_day_yield: '2.0000',
      current_rate: '2.00',
      yield_source: 'operator',
    });
    expect(await k.balances(v.id)).toMatchObject({ money_market: 50_000n, cash_frozen: 0n });
    expect(await k.incomeOf(v.id)).toEqual([]);

    // A second run the same day moves nothing.
    expect(await k.settle()).toMatchObject({ users: 0, income_days: 0, income: '0.00' });
    expect((await k.entriesOf(u.id)).filter((e) => e.kind === 'money_market_income').map((e) => e.key)).toEqual(
      [FRI, SAT, SUN, MON_HOLIDAY, TUE].map((d) => `mm:income:${u.id}:${d}`),
    );

    const confirmed = await k.messagesOf(u.token, 'money_market_purchase_confirmed');
    expect(confirmed.map((m) => m.body).sort()).toEqual([
      `Your purchase of 1,000.00 was confirmed on ${TUE} and added to your money-market balance. It earns from that day; the first income is credited on ${WED}.`,
      `Your purchase of 9,216.25 was confirmed on ${FRI} and added to your money-market balance. It earns from that day; the first income is credited on ${SAT}.`,
    ].sort());
    const [paid] = await k.messagesOf(u.token, 'money_market_redemption_paid');
    expect(paid?.body).toBe(`Your redemption of 216.25 was paid into your available cash on ${WED}.`);
    await k.expectReconciled();
  });
});
