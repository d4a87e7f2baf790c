import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { balances, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp());
});
afterAll(() => t.close());

describe('a withdrawal over the withdrawable amount', () => {
  it('is refused with what can be withdrawn; frozen money is not withdrawable twice', async () => {
    const u = await customer(t, { cents: 50_000, card: true });
    const over = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '500.01', pay_password: PIN });
    expect(over.json()).toMatchObject({ error: 'WITHDRAWAL_OVER_AVAILABLE', msg: 'You can withdraw at most 500.00' });
    expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '400', pay_password: PIN })).statusCode).toBe(200);
    expect((await u.api.get('/api/account/summary')).json().data).toMatchObject({ withdrawable: '100.00', frozen: '400.00', cash: '500.00' });
    const again = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '100.01', pay_password: PIN });
    expect(again.json()).toMatchObject({ error: 'WITHDRAWAL_OVER_AVAILABLE', msg: 'You can withdraw at most 100.00' });
    expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '100.00', pay_password: PIN })).statusCode).toBe(200);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 50_000n });
    await expectReconciled(t);
  });
});
