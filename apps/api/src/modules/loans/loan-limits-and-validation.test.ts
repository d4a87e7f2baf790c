import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

const submit = (token: string, body: object, headers: Record<string, string> = {}) => k.api(token, 'POST', '/applications', body, headers);

describe('loan application limits and validation', () => {
  it('refuses an empty, zero, negative, malformed, too small or too large amount and an unknown term, with the spec’s messages', async () => {
    const u = await k.borrower();
    const cases: [object, number, string, string?][] = [
      [{ amount: '', term_days: 30 }, 400, 'LOAN_AMOUNT_REQUIRED', 'Please enter the loan amount'],
      [{ amount: '0', term_days: 30 }, 400, 'LOAN_AMOUNT_NOT_POSITIVE', 'The amount must be greater than 0'],
      [{ amount: '0.00', term_days: 30 }, 400, 'LOAN_AMOUNT_NOT_POSITIVE'],
      [{ amount: '-100.00', term_days: 30 }, 400, 'LOAN_AMOUNT_NOT_POSITIVE'],
      [{ amount: 'abc', term_days: 30 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '1000.001', term_days: 30 }, 400, 'VALIDATION_FAILED'],
      [{ amount: 5000, term_days: 30 }, 400, 'VALIDATION_FAILED'], // money travels as a string
      [{ amount: '1e4', term_days: 30 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '12345678901234567', term_days: 30 }, 400, 'VALIDATION_FAILED'], // beyond any amount a bigint column holds
      [{ term_days: 30 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '999.99', term_days: 30 }, 422, 'LOAN_AMOUNT_BELOW_MIN', 'The smallest loan amount is 1000.00'],
      [{ amount: '50000.01', term_days: 30 }, 422, 'LOAN_AMOUNT_ABOVE_MAX', 'The largest loan amount is 50000.00'],
      [{ amount: '5000.00', term_days: 31 }, 400, 'LOAN_TERM_INVALID', 'Please choose one of these terms (days): 30, 90, 180'],
      [{ amount: '5000.00', term_days: 0 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '5000.00', term_days: '30' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, error, msg] of cases) {
      const res = await submit(u.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ error, data: null, ...(msg ? { msg } : {}) });
    }
    expect((await submit(u.token, { amount: '', term_days: 30 }, { lang: 'zh_cn' })).json().msg).toBe('请输入借款金额');
    expect((await k.api(u.token, 'GET', '/applications')).json().data.total).toBe(0);
  });

  it('accepts the limits themselves, with the spec’s success message, and then one open application or loan at a time', async () => {
    const u = await k.borrower();
    const ok = await submit(u.token, { amount: '50000', term_days: 180 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      code: 1,
      msg: 'The application has been submitted and we will contact you as soon as possible',
      data: { state: 'pending', amount: '50000.00', term_days: 180, annual_rate_bp: 800, annual_rate: '8.00', outstanding: '0.00', daily_interest: '10.96', start_date: null, due_date: null },
    });
    const second = await submit(u.token, { amount: '1000.00', term_days: 30 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'LOAN_ALREADY_OPEN' });
    await k.approve(ok.json().data.id);
    expect((await submit(u.token, { amount: '1000.00', term_days: 30 })).json().error).toBe('LOAN_ALREADY_OPEN');
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 5_000_000n, loan_principal: -5_000_000n });

    const v = await k.borrower();
    const min = await submit(v.token, { amount: '1000.00', term_days: 30 }, { lang: 'zh_cn' });
    expect(min.json()).toMatchObject({ code: 1, msg: '申请已提交，我们会尽快与您联系', data: { amount: '1000.00' } });
    await k.expectReconciled();
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, and parallel applications make one', async () => {
    const u = await k.borrower();
    const headers = { 'idempotency-key': `apply-${u.id}-first` };
    const first = await submit(u.token, { amount: '3000.00', term_days: 90 }, headers);
    const again = await submit(u.token, { amount: '3000.00', term_days: 90 }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await submit(u.token, { amount: '4000.00', term_days: 90 }, headers)).json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await k.api(u.token, 'GET', '/applications')).json().data.total).toBe(1);

    const v = await k.borrower();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(v.token, { amount: `${1000 + i}.00`, term_days: 30 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().error).toBe('LOAN_ALREADY_OPEN');
    expect((await k.api(v.token, 'GET', '/applications')).json().data.total).toBe(1);
  });
});
