import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adminApi, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp());
});
afterAll(() => t.close());

describe('bank records', () => {
  it('list deposits (in) and withdrawals (out) together, newest first, filtered by type and paged', async () => {
    const u = await customer(t, { card: true });
    const d1 = (await u.api.post('/api/funding/deposits', { method: 'bank_transfer', amount: '1000' })).json().data;
    t.clock.advance(1000);
    await adminApi(t, op).post(`/funding/deposits/${d1.id}/confirm`, { note: 'arrived' });
    const w = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '250.50', pay_password: PIN })).json().data;
    t.clock.advance(1000);
    const d2 = (await u.api.post('/api/funding/deposits', { method: 'quick_pay', amount: '300' })).json().data;

    const all = (await u.api.get('/api/funding/bank-records?type=all')).json().data;
    expect(all.total).toBe(3);
    expect(all.list.map((r: { type: string; id: number }) => `${r.type}:${r.id}`)).toEqual([`in:${d2.id}`, `out:${w.id}`, `in:${d1.id}`]);
    expect(all.list[0]).toMatchObject({ method: 'quick_pay', amount: '300.00', state: 'pending', reference: d2.reference, decided_at: null });
    expect(all.list[1]).toMatchObject({ method: 'withdrawal', amount: '250.50', state: 'pending', reference: w.card.iban_masked, currency: 'CNY' });
    expect(all.list[2]).toMatchObject({ method: 'bank_transfer', amount: '1000.00', state: 'credited', reference: d1.reference });
    expect(all.list[2].decided_at).toMatch(/Z$/);

    expect((await u.api.get('/api/funding/bank-records?type=in')).json().data.list.map((r: { id: number }) => r.id)).toEqual([d2.id, d1.id]);
    expect((await u.api.get('/api/funding/bank-records?type=out')).json().data).toMatchObject({ total: 1, list: [{ type: 'out', id: w.id }] });
    const second = (await u.api.get('/api/funding/bank-records?type=all&page=2&size=2')).json().data;
    expect(second).toMatchObject({ total: 3, page: 2, size: 2, list: [{ type: 'in', id: d1.id }] });
    expect((await u.api.get('/api/funding/bank-records?type=sideways')).json().error).toBe('VALIDATION_FAILED');
    expect((await u.api.get('/api/funding/statement.csv?from=2026-02-30')).json().error).toBe('VALIDATION_FAILED');
    await expectReconciled(t);
  });
});
