import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { adjustWithApproval, customer, expectReconciled, fundingTestApp, PIN } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  ({ t, op } = await fundingTestApp({ MIN_WITHDRAW: '100.00' }));
});
afterAll(() => t.close());

type Memo = { key: string; values: Record<string, string | number> } | null;
type Item = { id: string; memo: string; memo_i18n: Memo; postings: { kind: string; memo: string; memo_i18n: Memo }[] };

describe('the money log and the operators\' ledger say what each entry is as a key and values the clients translate', () => {
  it('gives a withdrawal its key and values beside the English text, and an operator adjustment its reason as text only', async () => {
    const u = await customer(t, { cents: 100_000, card: true });
    const w = (await u.api.post('/api/funding/withdrawals', { card_id: u.cardId, amount: '300.00', pay_password: PIN })).json().data;
    expect((await u.api.post(`/api/funding/withdrawals/${w.id}/cancel`)).statusCode).toBe(200);
    const credit = await adjustWithApproval(t, op, { user_id: u.id, amount: '12.50', reason: 'Gutschrift für die Störung' });
    expect(credit.approved?.statusCode, credit.approved?.body).toBe(200);

    const list = (await u.api.get('/api/funding/money-log?range=today&size=10')).json().data.list as Item[];
    const withdrawal = list.find((i) => i.id === `withdrawal:${w.id}`)!;
    const account = withdrawal.memo_i18n?.values.account;
    expect(withdrawal.memo_i18n).toEqual({ key: 'withdrawal_to', values: { account: expect.stringMatching(/^DE\d\d [* ]+\d\d \d\d$/) } });
    expect(withdrawal.memo).toBe(`Withdrawal to ${account}`);
    expect(withdrawal.postings.map((p) => [p.kind, p.memo_i18n?.key])).toEqual([
      ['withdrawal_hold', 'withdrawal_to'],
      ['withdrawal_hold', 'withdrawal_to'],
      ['withdrawal_release', 'withdrawal_released'],
      ['withdrawal_release', 'withdrawal_released'],
    ]);
    expect(withdrawal.postings[2]!.memo_i18n!.values).toEqual({ id: w.id });
    expect(withdrawal.postings[2]!.memo).toBe(`Withdrawal ${w.id} released`);

    // An operator's reason is their own words: shown as written, with nothing to translate.
    const adjustments = list.filter((i) => i.memo === 'Gutschrift für die Störung');
    expect(adjustments.map((i) => i.memo_i18n)).toEqual([null]);

    // The operators' ledger view carries the same key and values on each posting.
    const ledger = (await t.app.inject({ method: 'GET', url: `/admin/api/funding/users/${u.id}/ledger?page=1&size=10`, headers: { 'x-admin-token': op } })).json().data;
    const lines = ledger.postings.list as { kind: string; memo: string; memo_i18n: Memo }[];
    expect(lines.filter((l) => l.kind.startsWith('withdrawal_')).map((l) => l.memo_i18n)).toEqual([
      { key: 'withdrawal_released', values: { id: w.id } },
      { key: 'withdrawal_released', values: { id: w.id } },
      { key: 'withdrawal_to', values: { account } },
      { key: 'withdrawal_to', values: { account } },
    ]);
    expect(lines.find((l) => l.memo === 'Gutschrift für die Störung')!.memo_i18n).toBeNull();
    await expectReconciled(t);
  });
});
