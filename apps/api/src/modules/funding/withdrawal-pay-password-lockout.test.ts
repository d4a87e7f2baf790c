import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { balances, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp({ PAY_PASSWORD_MAX_FAILURES: '3', PAY_PASSWORD_LOCK_MINUTES: '30' }));
});
afterAll(() => t.close());

describe('withdrawals with a wrong trading password', () => {
  it('count down, then lock (the right password too) until the lock ends; nothing is frozen meanwhile', async () => {
    const u = await customer(t, { cents: 100_000, card: true });
    const body = (pin: string) => ({ card_id: u.cardId, amount: '200', pay_password: pin });
    const first = await u.api.post('/api/funding/withdrawals', body('000000'));
    expect(first.json()).toMatchObject({ error: 'PAY_PASSWORD_WRONG', msg: 'Wrong trading password; 2 attempts left' });
    expect((await u.api.post('/api/funding/withdrawals', body('111111'))).json().error).toBe('PAY_PASSWORD_WRONG');
    const third = await u.api.post('/api/funding/withdrawals', body('222222'));
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe('PAY_PASSWORD_LOCKED');
    expect((await u.api.post('/api/funding/withdrawals', body(PIN))).json().error).toBe('PAY_PASSWORD_LOCKED');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 100_000n, cash_frozen: 0n });
    expect((await u.api.get('/api/funding/withdrawals')).json().data.total).toBe(0);

    t.clock.advance(31 * 60_000);
    const ok = await u.api.post('/api/funding/withdrawals', body(PIN));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 80_000n, cash_frozen: 20_000n });
    await expectReconciled(t);
  });
});
