import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, inbox, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

describe('a withdrawal rejected by an operator', () => {
  it('releases the hold to the cent and tells the user the coded reason in their language', async () => {
    const u = await customer(t, { cents: 100_001, card: true });
    const w = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '1000.01', pay_password: PIN })).json().data;
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 0n, cash_frozen: 100_001n });

    const admin = adminApi(t, op);
    expect((await admin.post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'made_up', reason: 'Not a real code' })).json().error).toBe('VALIDATION_FAILED');
    expect((await admin.post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'other', reason: 'no' })).json().error).toBe('VALIDATION_FAILED');
    const res = await admin.post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'name_mismatch', reason: 'The receiving bank reports a different account name' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'rejected', reason_code: 'name_mismatch', reason: 'The receiving bank reports a different account name' });
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 100_001n, cash_frozen: 0n });

    const mine = (await t.app.inject({ method: 'GET', url: `/api/funding/withdrawals/${w.id}`, headers: { token: u.token, lang: 'de' } })).json().data;
    expect(mine).toMatchObject({ state: 'rejected', reason_code: 'name_mismatch', reason_label: 'Der Name des Empfängerkontos stimmt nicht mit Ihrem verifizierten Namen überein' });
    expect((await u.api.get(`/api/funding/withdrawals/${w.id}`)).json().data.reason_label).toBe('The name on the receiving account does not match your verified name');
    const note = (await inbox(t, u.token))[0]!;
    expect(note).toMatchObject({ kind: 'withdrawal_rejected', title: 'Withdrawal rejected' });
    expect(note.body).toContain('1,000.01 CNY');
    expect(note.body).toContain('The receiving bank reports a different account name');

    expect((await admin.post(`/funding/withdrawals/${w.id}/approve`, {})).json().error).toBe('ALREADY_DECIDED');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 100_001n, cash_frozen: 0n });
    const audit = (await admin.get('/audit-log?page=1&size=20')).json().data.list as { action: string; detail: { reason_code?: string } }[];
    expect(audit.find((a) => a.action === 'funding.withdrawal.reject')?.detail.reason_code).toBe('name_mismatch');
    await expectReconciled(t);
  });
});
