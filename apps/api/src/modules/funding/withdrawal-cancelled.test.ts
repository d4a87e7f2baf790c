import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, balances, customer, expectReconciled, fundingTestApp, inbox, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

describe('a withdrawal cancelled by the user', () => {
  it('releases the hold while pending, once; the card can be unbound only after that', async () => {
    const u = await customer(t, { cents: 80_000, card: true });
    const w = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '300', pay_password: PIN })).json().data;
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 50_000n, cash_frozen: 30_000n });

    const busy = await u.api.del(`/api/funding/cards/${u.cardId}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('BANK_CARD_IN_USE');

    const res = await u.api.post(`/api/funding/withdrawals/${w.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: w.id, state: 'cancelled' });
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 80_000n, cash_frozen: 0n });
    expect((await u.api.post(`/api/funding/withdrawals/${w.id}/cancel`)).json().error).toBe('ALREADY_DECIDED');
    expect((await adminApi(t, op).post(`/funding/withdrawals/${w.id}/approve`, {})).json().error).toBe('ALREADY_DECIDED');
    expect(await balances(t, u.id)).toMatchObject({ cash_available: 80_000n, cash_frozen: 0n });
    expect((await inbox(t, u.token))[0]).toMatchObject({ kind: 'withdrawal_cancelled' });

    // Unbinding is soft: the record still shows the card, marked unbound.
    const unbound = await u.api.del(`/api/funding/cards/${u.cardId}`);
    expect(unbound.json().data.unbound_at).not.toBeNull();
    expect((await u.api.get('/api/funding/cards')).json().data.list).toHaveLength(0);
    expect((await u.api.get(`/api/funding/withdrawals/${w.id}`)).json().data.card).toMatchObject({ id: u.cardId, unbound: true });
    expect((await u.api.get('/api/funding/withdrawals')).json().data.list[0]).toMatchObject({ id: w.id, state: 'cancelled' });
    await expectReconciled(t);
  });
});
