import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, inbox, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ MIN_WITHDRAW: '100.00' }));
});
afterAll(() => t.close());

describe('a withdrawal approved by an operator', () => {
  it('freezes the amount at once, then pays it out to bank clearing, audited and notified at each step', async () => {
    const u = await customer(t, { cents: 500_000, card: true });
    const res = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '1234.56', pay_password: PIN });
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().data;
    expect(w).toMatchObject({ amount: '1234.56', state: 'pending', card: { id: u.cardId, bank: 'Deutsche Bank', unbound: false }, reason_code: null });
    expect(w.card.iban_masked).toMatch(/^DE\d\d \*{4} \*{4} \*{4} \*{2}\d\d \d{2}$/);
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 500_000n - 123_456n, cash_frozen: 123_456n });
    expect((await u.api.get('/api/account/summary')).json().data).toMatchObject({
      cash: '5000.00', available: '3765.44', withdrawable: '3765.44', frozen: '1234.56', total_assets: '5000.00',
    });
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'withdrawal_submitted' });

    const admin = adminApi(t, op);
    const queue = (await admin.get('/funding/withdrawals?state=pending')).json().data;
    const item = queue.list.find((x: { id: number }) => x.id === w.id);
    expect(item).toMatchObject({ user: { id: u.id, verified_name: 'Anna Müller' }, payout: { holder: 'Anna Müller', bank: 'Deutsche Bank' } });
    expect(item.payout.iban).toMatch(/^DE\d\d( \d{4}){4} \d{2}$/);

    const approved = await admin.post(`/funding/withdrawals/${w.id}/approve`, { note: 'Paid by SEPA batch 17' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', decided_by: 'money_op', note: 'Paid by SEPA batch 17' });
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 376_544n, cash_frozen: 0n });

    for (const again of [admin.post(`/funding/withdrawals/${w.id}/approve`, {}), admin.post(`/funding/withdrawals/${w.id}/reject`, { reason_code: 'other', reason: 'Too late now' }), u.api.post(`/api/funding/withdrawals/${w.id}/cancel`)]) {
      const r = await again;
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('ALREADY_DECIDED');
    }
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 376_544n, cash_frozen: 0n });
    expect((await u.api.get(`/api/funding/withdrawals/${w.id}`)).json().data.state).toBe('approved');
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'withdrawal_approved', title: 'Withdrawal paid out' });
    const audit = (await admin.get('/audit-log?page=1&size=20')).json().data.list as { action: string; target: string }[];
    expect(audit.some((a) => a.action === 'funding.withdrawal.approve' && a.target === `withdrawal:${w.id}`)).toBe(true);
    // The statement shows the withdrawal as one action, its three postings beneath it.
    type Posting = { kind: string; amount: string; account: string };
    const log = (await u.api.get('/api/funding/money-log?range=today')).json().data.list as { id: string; kind: string; last_kind: string; available_change: string; frozen_change: string; postings: Posting[] }[];
    const withdrawal = log.filter((l) => l.kind === 'withdrawal');
    expect(withdrawal).toHaveLength(1);
    expect(withdrawal[0]).toMatchObject({ id: `withdrawal:${w.id}`, last_kind: 'withdrawal_paid', available_change: '-1234.56', frozen_change: '0.00' });
    expect(withdrawal[0]!.postings.map((l) => `${l.kind} ${l.account} ${l.amount}`)).toEqual(
      expect.arrayContaining(['withdrawal_hold cash_available -1234.56', 'withdrawal_hold cash_frozen 1234.56', 'withdrawal_paid cash_frozen -1234.56']),
    );
    expect(withdrawal[0]!.postings).toHaveLength(3);
    await expectReconciled(t);
  });

  it('needs verified identity, the user’s own bound card and an amount that is not zero', async () => {
    const u = await customer(t, { cents: 50_000, card: true });
    const zero = await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '0.00', pay_password: PIN });
    expect(zero.json()).toMatchObject({ error: 'WITHDRAWAL_AMOUNT_ZERO', msg: 'Withdrawal amount cannot be 0' });
    expect((await u.api.post('/api/funding/withdrawals', { card_id: 999_999, amount: '100', pay_password: PIN })).statusCode).toBe(404);
    const other = await customer(t, { card: true });
    expect((await u.api.post('/api/funding/withdrawals', { card_id: other.cardId, amount: '100', pay_password: PIN })).statusCode).toBe(404);
    expect((await u.api.del(`/api/funding/cards/${u.cardId}`)).statusCode).toBe(200);
    expect((await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '100', pay_password: PIN })).statusCode).toBe(404);
    const stranger = await t.signUp();
    const res = await t.app.inject({ method: 'POST', url: '/api/funding/withdrawals', headers: { token: stranger.token, lang: 'en' }, payload: { card_id: 1, amount: '100', pay_password: PIN } });
    expect(res.json().error).toBe('IDENTITY_REQUIRED');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 50_000n, cash_frozen: 0n });
    await expectReconciled(t);
  });
});
