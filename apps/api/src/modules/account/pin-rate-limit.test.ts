import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PIN_RATE_LIMIT_PER_MINUTE: '3', PAY_PASSWORD_MAX_FAILURES: '100' });
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { token, lang: 'en', 'idempotency-key': `k-${Math.random()}` } });

describe('routes that take the trading password', () => {
  it('answer 429 in the envelope once one user sends too many a minute, without limiting another user', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await post(a.token, '/api/user/setPayPassword', { pay_password: '246810', confirm_pay_password: '246810' });
    const change = { old_pay_password: '000000', pay_password: '135790', confirm_pay_password: '135790' };
    const errors = [];
    for (let i = 0; i < 5; i++) errors.push((await post(a.token, '/api/user/changePayPassword', change)).json().error);
    expect(errors).toEqual(['PAY_PASSWORD_WRONG', 'PAY_PASSWORD_WRONG', 'PAY_PASSWORD_WRONG', 'RATE_LIMITED', 'RATE_LIMITED']);
    const limited = await post(a.token, '/api/user/changePayPassword', change);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, error: 'RATE_LIMITED', data: null });
    expect(limited.json().msg).toMatch(/Too many requests/);

    expect((await post(b.token, '/api/user/changePayPassword', change)).json().error).not.toBe('RATE_LIMITED');
  });

  it('include orders, withdrawals and the other money routes', async () => {
    const u = await t.signUp();
    const routes: [string, object][] = [
      ['/api/trading/orders', { code: 'AAPL', side: 'buy', type: 'market', quantity: 1, pay_password: '123456' }],
      ['/api/funding/withdrawals', { card_id: 1, amount: '10.00', pay_password: '123456' }],
      ['/api/loans/1/repay', { amount: '10.00', pay_password: '123456' }],
    ];
    for (const [url, body] of routes) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await post(u.token, url, body)).statusCode);
      expect(answers.slice(0, 3), url).not.toContain(429);
      expect(answers[3], url).toBe(429);
    }
  });
});
