import { LEDGER_MEMO_KEYS, type LedgerMemo } from '@meridian/contract/ledger-memo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, t } from '../../lib/i18n.ts';
import { memoText } from './memo-text.ts';

beforeAll(async () => {
  await initI18n('en');
  await initI18n('de');
});
afterAll(() => initI18n('en'));

const entry = (key: LedgerMemo['key'], values: LedgerMemo['values'], memo = 'english text') => ({ memo, memo_i18n: { key, values } });

describe('a statement entry in the reader’s language', () => {
  it('words a key in German, with shares, prices and days written the German way', async () => {
    await initI18n('de');
    expect(memoText(t, entry('block_trade', { id: 7, quantity: 12000, code: '600519', price: '1524.15' }))).toBe('Blockhandel-Angebot Nr. 7: 12.000 Aktien 600519 zu 1.524,15');
    expect(memoText(t, entry('loan_interest', { id: 3, day: '2026-12-05' }))).toBe('Kredit Nr. 3: Zinsen für 05.12.2026 Samstag');
    expect(memoText(t, entry('withdrawal_to', { account: 'DE34 **** 10 00' }))).toBe('Auszahlung auf DE34 **** 10 00');
  });

  it('shows an operator’s own words, and an entry older than keys, as written', async () => {
    await initI18n('de');
    expect(memoText(t, { memo: 'Gutschrift für die Störung', memo_i18n: null })).toBe('Gutschrift für die Störung');
  });

  it('has English words for every key the server writes, with no placeholder left unfilled', async () => {
    await initI18n('en');
    const values = { id: 1, quantity: 100, code: '000783', price: '9.50', day: '2026-12-05', reference: 'MRD-1', account: 'DE34 **** 10 00' };
    for (const key of LEDGER_MEMO_KEYS) {
      const text = memoText(t, entry(key, values, `fallback ${key}`));
      expect(text, key).not.toBe(`fallback ${key}`);
      expect(text, key).not.toMatch(/\{\{|undefined/);
    }
  });
});
