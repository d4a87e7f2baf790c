import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../test/ledger-helpers.ts';
import { mmTestApp, PIN, type MmKit } from './mm-test-kit.ts';

let k: MmKit;
beforeAll(async () => {
  k = await mmTestApp();
});
afterAll(() => k.t.close());

describe('a purchase that is refused', () => {
  it('over the available cash, or with bad input, answers a clear translated error and changes nothing', async () => {
    const u = await k.investor(10_000); // 100.00
    const before = await k.balances(u.id);
    const cases: { body: Record<string, unknown>; status: number; error: string; msg?: string }[] = [
      { body: { amount: '100.01', pay_password: PIN }, status: 422, error: 'MONEY_MARKET_OVER_AVAILABLE', msg: 'The purchase amount cannot be more than your available cash of 100.00' },
      { body: { amount: '', pay_password: PIN }, status: 400, error: 'MONEY_MARKET_AMOUNT_REQUIRED', msg: 'Please enter the amount' },
      { body: { amount: '0', pay_password: PIN }, status: 400, error: 'MONEY_MARKET_AMOUNT_NOT_POSITIVE', msg: 'The amount must be greater than 0' },
      { body: { amount: '0.00', pay_password: PIN }, status: 400, error: 'MONEY_MARKET_AMOUNT_NOT_POSITIVE' },
      { body: { amount: '-5', pay_password: PIN }, status: 400, error: 'MONEY_MARKET_AMOUNT_NOT_POSITIVE' },
      { body: { amount: 'abc', pay_password: PIN }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '1.234', pay_password: PIN }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '1e5', pay_password: PIN }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: 50, pay_password: PIN }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '50.00' }, status: 400, error: 'VALIDATION_FAILED' },
      { body: { amount: '50.00', pay_password: '000000' }, status: 422, error: 'PAY_PASSWORD_WRONG' },
    ];
    for (const c of cases) {
      const res = await k.api(u.token, 'POST', '/purchases', c.body);
      expect(res.statusCode, `${JSON.stringify(c.body)} → ${res.body}`).toBe(c.status);
      expect(res.json()).toMatchObject({ data: null, error: c.error, ...(c.msg ? { msg: c.msg } : {}) });
    }
    const zh = await k.api(u.token, 'POST', '/purchases', { amount: '100.01', pay_password: PIN }, { lang: 'zh_cn' });
    expect(zh.json().msg).toBe('买入金额不能超过可用资金100.00');
    const de = await k.api(u.token, 'POST', '/purchases', { amount: '', pay_password: PIN }, { lang: 'de' });
    expect(de.json().msg).toBe('Bitte geben Sie den Betrag ein');

    // Nothing changed: the same balances, no purchase, no hold, no entry of the product.
    expect(await k.balances(u.id)).toEqual(before);
    expect((await k.api(u.token, 'GET', '/history')).json().data).toMatchObject({ total: 0, list: [] });
    expect(await k.entriesOf(u.id)).toEqual([]);
    expect(await k.summary(u.token)).toMatchObject({ balance: '0.00', pending_purchase: '0.00' });

    // A user without a trading password is told to set one.
    const noPin = await k.t.signUp();
    await fund(k.t, noPin.id, 10_000);
    const res = await k.api(noPin.token, 'POST', '/purchases', { amount: '0.01', pay_password: PIN });
    expect(res.json()).toMatchObject({ data: null, error: 'PAY_PASSWORD_NOT_SET' });
    expect(await k.balances(noPin.id)).toMatchObject({ cash_available: 10_000n, cash_frozen: 0n });

    // Exactly the available cash is fine.
    const all = await k.purchase(u.token, '100.00');
    expect(all.statusCode, all.body).toBe(200);
    expect(await k.balances(u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 10_000n });
    await k.expectReconciled();
  });
});
