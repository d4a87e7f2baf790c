import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../market/calendar.ts';
import { mmTestApp, nextWeekday, type MmKit } from './mm-test-kit.ts';

const MON = nextWeekday(1);
const TUE = addDays(MON, 1);
const WED = addDays(MON, 2);
const THU = addDays(MON, 3);
const FRI = addDays(MON, 4);
const SAT = addDays(MON, 5);

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

/*
 * Both users buy 10000.00 on Monday before the cut-off (confirmed Tuesday) and 5000.00 on Monday
 * after it (T = Tuesday, confirmed Wednesday). The rate is 200 bp until an operator sets 300 bp on
 * Thursday (in force from Thursday). Hand computation, E × rate / 3 650 000 cents, half-up:
 *   Tue  E = 1 000 000                        @200 → 54.7945  → 55
 *   Wed  E = 1 000 055 + 500 000 = 1 500 055  @200 → 82.1948  → 82
 *   Thu  E = 1 500 137                        @300 → 123.2989 → 123
 *   Fri  E = 1 500 260                        @300 → 123.3090 → 123
 *   balance 1 500 383 (15003.83), income 3.83.
 */
const EXPECTED = [
  { day: TUE, amount: '55', earning: '1000000', rate_bp: 200 },
  { day: WED, amount: '82', earning: '1500055', rate_bp: 200 },
  { day: THU, amount: '123', earning: '1500137', rate_bp: 300 },
  { day: FRI, amount: '123', earning: '1500260', rate_bp: 300 },
];

describe('the daily job after three missed days', () => {
  it('catches up day by day to exactly what daily settlement gives, to the cent, once', async () => {
    k.advanceTo(MON, '10:00');
    const late = await k.investor(2_000_000); // settled only by the job, which is down Wed–Fri
    const daily = await k.investor(2_000_000); // settled every morning (opening the product screen settles it)
    for (const u of [late, daily]) expect(await k.bought(u.token, '10000.00')).toMatchObject({ trade_day: MON, confirm_day: TUE });
    k.advanceTo(MON, '16:00');
    for (const u of [late, daily]) expect(await k.bought(u.token, '5000.00')).toMatchObject({ trade_day: TUE, confirm_day: WED });

    k.advanceTo(TUE, '09:00');
    expect(await k.settle()).toMatchObject({ users: 2, confirmed: 2, income_days: 0 });

    // The job is down on Wednesday, Thursday and Friday.
    k.advanceTo(WED, '09:00');
    expect(await k.summary(daily.token)).toMatchObject({ balance: '15000.55', yesterday_income: '0.55' });
    k.advanceTo(THU, '09:00');
    expect(await k.summary(daily.token)).toMatchObject({ balance: '15001.37', yesterday_income: '0.82' });
    k.advanceTo(THU, '12:00');
    const set = await k.approved('PUT', '/yield', { annual_rate_bp: 300 });
    expect(set.statusCode, set.body).toBe(200);
    k.advanceTo(FRI, '09:00');
    expect(await k.summary(daily.token)).toMatchObject({ balance: '15002.60', yesterday_income: '1.23' });
    // Meanwhile nothing moved for the other user: the second purchase is still held.
    expect(await k.balances(late.id)).toMatchObject({ money_market: 1_000_000n, cash_frozen: 500_000n });
    expect(await k.incomeOf(late.id)).toEqual([]);

    k.advanceTo(SAT, '09:00');
    const run = await k.settle();
    expect(run).toMatchObject({ users: 2, confirmed: 1, failed: 0 });
    expect(await k.incomeOf(late.id)).toEqual(EXPECTED);
    expect(await k.incomeOf(daily.id)).toEqual(EXPECTED);
    for (const u of [late, daily]) {
      expect(await k.balances(u.id)).toMatchObject({ cash_available: 500_000n, cash_frozen: 0n, money_market: 1_500_383n });
      expect(await k.summary(u.token)).toMatchObject({ balance: '15003.83', yesterday_income: '1.23', cumulative_income: '3.83', settled_through: FRI });
    }

    // Run again, and again later the same day: nothing more.
    expect(await k.settle()).toMatchObject({ users: 0, income_days: 0, income: '0.00' });
    k.advanceTo(SAT, '23:00');
    expect(await k.settle()).toMatchObject({ users: 0, income_days: 0 });
    expect((await k.entriesOf(late.id)).filter((e) => e.kind === 'money_market_income').map((e) => e.key)).toEqual(
      [TUE, WED, THU, FRI].map((d) => `mm:income:${late.id}:${d}`),
    );
    await k.expectReconciled();
  });
});
