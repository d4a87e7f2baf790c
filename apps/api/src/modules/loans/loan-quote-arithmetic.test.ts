import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { money, roundCents } from '../../platform/money.ts';
import { addDays, annualRatePercent, dailyInterest, dailyRatePercent, daysFrom, quoteLoan, shanghaiDay, unaccruedDays } from './interest.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

describe('the one rounding function', () => {
  it('rounds once, half-up (ties away from zero), to the cent', () => {
    expect(roundCents(5n, 10n)).toBe(1n); // 0.5
    expect(roundCents(15n, 10n)).toBe(2n); // 1.5
    expect(roundCents(25n, 10n)).toBe(3n); // 2.5: half-up, not to even
    expect(roundCents(24n, 10n)).toBe(2n);
    expect(roundCents(-5n, 10n)).toBe(-1n);
    expect(roundCents(-25n, 10n)).toBe(-3n);
    expect(roundCents('2.5')).toBe(3n);
    expect(roundCents('1234.4999999999999999999999999999')).toBe(1234n); // no approximation first, so no double rounding
    expect(roundCents('0.5', '-1')).toBe(-1n);
    expect(roundCents(2n * 10n ** 17n + 1n, 2n)).toBe(10n ** 17n + 1n); // a tie far beyond a float's exact range
    expect(() => roundCents(10n ** 30n, 1n)).toThrow(RangeError); // beyond what a bigint column holds
    expect(() => roundCents(1n, 0n)).toThrow(RangeError);
  });

  it('agrees with an independent exact computation for any integers', () => {
    const HighPrecision = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_UP });
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const expected = BigInt(new HighPrecision(n.toString()).div(d.toString()).toDecimalPlaces(0).toFixed(0));
        return roundCents(n, d) === expected;
      }),
    );
  });
});

describe('loan interest arithmetic', () => {
  it('charges principal × rate / 365 a day, rounded half-up', () => {
    expect(dailyInterest(1_000_000n, 800)).toBe(219n); // 219.18
    expect(dailyInterest(1_234_567n, 800)).toBe(271n); // 270.59
    expect(dailyInterest(1_002_500n, 730)).toBe(201n); // exactly 200.5 → 201 (truncation or banker's rounding would give 200)
    expect(dailyInterest(4n, 800)).toBe(0n);
    expect(dailyInterest(5_000_000n, 0)).toBe(0n);
  });

  it('quotes the full term as exactly what the daily accrual will charge', () => {
    expect(quoteLoan(money(1_000_000n), 30, 800)).toEqual({ daily: 219n, interest: 6_570n, repaymentTotal: 1_006_570n });
    fc.assert(
      fc.property(fc.bigInt({ min: 100_000n, max: 5_000_000n }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 5000 }), (p, term, bp) => {
        const q = quoteLoan(money(p), term, bp);
        const exact = new Decimal(p.toString()).times(bp).times(term).div(3_650_000);
        // Per-day rounding stays within half a cent a day of the exact figure.
        return q.interest === q.daily * BigInt(term) && exact.minus(q.interest.toString()).abs().lte(new Decimal(term).div(2));
      }),
    );
    expect(annualRatePercent(800)).toBe('8.00');
    expect(annualRatePercent(1234)).toBe('12.34');
    expect(dailyRatePercent(800)).toBe('0.021918');
  });

  it('counts Asia/Shanghai calendar days, actual/365', () => {
    expect(shanghaiDay(new Date('2026-01-31T15:59:59.999Z'))).toBe('2026-01-31');
    expect(shanghaiDay(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-01-01', '2027-01-01')).toBe(365);
    expect(unaccruedDays('2026-01-30', null, '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
    expect(unaccruedDays('2026-01-30', '2026-02-01', '2026-02-02')).toEqual([]);
    expect(unaccruedDays('2026-01-30', null, '2026-01-30')).toEqual([]);
  });
});

describe('GET /api/loans/quote', () => {
  let k: LoanKit;
  beforeAll(async () => {
    k = await loanTestApp({ LOAN_ANNUAL_RATE_BP: '730', LOAN_TERMS_DAYS: '90,7,30', LOAN_MIN_AMOUNT: '500', LOAN_MAX_AMOUNT: '20000.00' });
  });
  afterAll(() => k.t.close());

  it('answers the rate, the day’s and the term’s interest and the total, from the settings', async () => {
    const u = await k.t.signUp(); // a quote needs no verified identity
    const products = (await k.api(u.token, 'GET', '/products')).json().data;
    expect(products).toEqual({ currency: 'CNY', min_amount: '500.00', max_amount: '20000.00', terms_days: [7, 30, 90], annual_rate_bp: 730, annual_rate: '7.30', day_count: 'actual/365' });

    const res = await k.api(u.token, 'GET', '/quote?amount=10025&term_days=90');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      amount: '10025.00',
      term_days: 90,
      annual_rate_bp: 730,
      annual_rate: '7.30',
      daily_rate: '0.020000',
      daily_interest: '2.01', // 1 002 500 × 730 / 3 650 000 = 200.5 → 201
      interest: '180.90',
      total_cost: '180.90',
      repayment_total: '10205.90',
      day_count: 'actual/365',
    });
    expect((await k.api(u.token, 'GET', '/quote?amount=500.5&term_days=7')).json().data).toMatchObject({ daily_interest: '0.10', interest: '0.70', repayment_total: '501.20' });
    expect((await k.api(u.token, 'GET', '/quote?amount=&term_days=7')).json().error).toBe('LOAN_AMOUNT_REQUIRED');
    expect((await k.api(u.token, 'GET', '/quote?amount=20000.01&term_days=7')).json()).toMatchObject({ error: 'LOAN_AMOUNT_ABOVE_MAX', msg: 'The largest loan amount is 20000.00' });
    expect((await k.api(u.token, 'GET', '/quote?amount=1000&term_days=180')).json()).toMatchObject({ error: 'LOAN_TERM_INVALID', msg: 'Please choose one of these terms (days): 7, 30, 90' });
    expect((await k.t.app.inject({ method: 'GET', url: '/api/loans/quote?amount=1000&term_days=30' })).statusCode).toBe(401);
  });
});
