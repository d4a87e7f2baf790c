import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await fundingTestApp({ MIN_WITHDRAW: '100.00' }));
});
afterAll(() => t.close());

type Item = { id: string; kind: string; last_kind: string; available_change: string; frozen_change: string; balance_after: string | null; postings: { kind: string; account: string; amount: string }[] };

describe('the money log is a statement: one row per business action', () => {
  it('shows a pending withdrawal as one row with its hold, a cancelled one as one row that nets to zero', async () => {
    const u = await customer(t, { cents: 100_000, card: true });
    const pending = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '300.00', pay_password: PIN })).json().data;
    const cancelled = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '200.00', pay_password: PIN })).json().data;
    expect((await u.api.post(`/api/funding/withdrawals/${cancelled.id}/cancel`)).statusCode).toBe(200);

    const data = (await u.api.get('/api/funding/money-log?range=today&size=10')).json().data;
    const list = data.list as Item[];
    // Newest action first: the cancelled withdrawal, the pending one, then the opening credit.
    expect(list.slice(0, 2).map((i) => i.id)).toEqual([`withdrawal:${cancelled.id}`, `withdrawal:${pending.id}`]);
    expect(list[0]).toMatchObject({ kind: 'withdrawal', last_kind: 'withdrawal_release', available_change: '0.00', frozen_change: '0.00', balance_after: '700.00' });
    expect(list[0]!.postings).toHaveLength(4);
    expect(list[1]).toMatchObject({ kind: 'withdrawal', last_kind: 'withdrawal_hold', available_change: '-300.00', frozen_change: '300.00', balance_after: '700.00' });
    expect(list[1]!.postings.map((p) => `${p.account} ${p.amount}`).sort()).toEqual(['cash_available -300.00', 'cash_frozen 300.00']);
    expect(data.total).toBe(list.length);

    // Paging counts actions, not postings.
    const second = (await u.api.get('/api/funding/money-log?range=today&page=2&size=1')).json().data;
    expect(second.list).toHaveLength(1);
    expect(second.list[0].id).toBe(`withdrawal:${pending.id}`);
    await expectReconciled(t);
  });
});
