import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { balances, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp({ MIN_WITHDRAW: '100.00' }));
});
afterAll(() => t.close());

describe('a withdrawal below the minimum', () => {
  it('is refused with the minimum named, before the trading password is tried; the minimum itself is fine', async () => {
    const u = await customer(t, { cents: 100_000, card: true });
    const res = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '99.99', pay_password: '000000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'WITHDRAWAL_BELOW_MINIMUM', msg: 'The minimum withdrawal is 100.00' });
    const zh = await t.app.inject({ method: 'POST', url: '/api/funding/withdrawals', headers: { token: u.token, lang: 'zh_cn' }, payload: { card_id: u.cardId, amount: '0', pay_password: PIN } });
    expect(zh.json()).toMatchObject({ error: 'WITHDRAWAL_AMOUNT_ZERO', msg: '提现金额不能为0' });
    for (const amount of ['-100', '100.001', 'abc', '1e3', '']) {
      expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount, pay_password: PIN })).json().error, amount).toBe('VALIDATION_FAILED');
    }
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 100_000n, cash_frozen: 0n });
    // The wrong trading password above was never checked, so the right one works with no attempts used.
    const ok = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '100', pay_password: PIN });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 90_000n, cash_frozen: 10_000n });
    await expectReconciled(t);
  });
});
