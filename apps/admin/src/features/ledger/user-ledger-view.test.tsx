import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { UserLedger } from './api/get-user-ledger';
import { setLang } from '../../i18n/i18n';
import { render, settle } from '../../test/render';
import { UserLedgerView } from './user-ledger-view';

type Line = UserLedger['postings']['list'][number];
const line = (over: Partial<Line>): Line => ({ id: 1, entry_id: 1, kind: 'trade_buy', account: 'cash_available', amount: '-152400.00', balance_after: '847600.00', memo: '', memo_i18n: null, reference: null, created_at: '2026-12-03T08:00:00.000Z', ...over });

const ledger: UserLedger = {
  user: { id: 7, username: 'anna', verified_name: 'Anna Müller' } as UserLedger['user'],
  currency: 'CNY',
  balances: { cash_available: '847600.00', cash_frozen: '0.00', money_market: '12000.50', loan_principal: '-5000.00' },
  postings: {
    list: [
      line({ id: 3, memo: 'buy 100 × 600519', memo_i18n: { key: 'buy', values: { quantity: 100, code: '600519' } } }),
      line({ id: 2, kind: 'adjustment', amount: '1000000.00', balance_after: '1000000.00', memo: 'Goodwill for the outage' }),
      line({ id: 1, kind: 'unknown_kind', account: 'some_new_account', amount: '5.00', balance_after: '5.00', memo: '' }),
    ],
    total: 3,
    page: 1,
    size: 25,
  },
};

vi.mock('../../lib/request', () => ({ isApiError: () => false, request: async () => ledger }));

let view: Awaited<ReturnType<typeof render>>;
afterEach(() => {
  view.unmount();
  act(() => setLang('en'));
});

const rows = () => [...view.container.querySelectorAll('[data-testid="ledger-posting"]')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));

describe('a user’s ledger in the back office', () => {
  it('words keyed memos and accounts in the operator’s language, groups amounts, and keeps an operator’s reason as written', async () => {
    act(() => setLang('de'));
    view = await render(<UserLedgerView userId={7} page={1} onPage={() => {}} />);
    await settle();
    const [buy, adjustment, unknown] = rows();
    expect(buy).toContain('100 Aktien 600519 gekauft');
    expect(buy).toContain('Verfügbares Guthaben');
    expect(buy).toContain('−152,400.00');
    expect(adjustment).toContain('Goodwill for the outage');
    expect(adjustment).toContain('1,000,000.00');
    expect(unknown).toContain('some_new_account');
    expect(unknown).toContain('—');
    expect(view.container.querySelector('[data-testid="ledger-balance-loan_principal"]')?.textContent).toBe('−5,000.00 CNY');
  });
});
