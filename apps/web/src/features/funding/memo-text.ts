import type { LedgerMemo } from '@meridian/contract/ledger-memo';
import { formatMarketDay } from '../../lib/date.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { formatCount, formatMoney } from '../../lib/money.ts';

/**
 * What a statement entry says, in the reader's language: the server's key and values
 * (`memo_i18n`) through `funding.memo.<key>`, with shares, prices and days written the language's
 * way. An entry with text only (an operator's reason, or one older than keys) shows its text.
 */
export function memoText(t: TFunction, entry: { memo: string; memo_i18n: LedgerMemo | null }): string {
  const m = entry.memo_i18n;
  if (!m) return entry.memo;
  const v = m.values;
  return t(`funding.memo.${m.key}`, {
    ...v,
    ...(typeof v.quantity === 'number' ? { quantity: formatCount(v.quantity) } : {}),
    ...(v.price !== undefined ? { price: formatMoney(String(v.price)) } : {}),
    ...(typeof v.day === 'string' ? { day: formatMarketDay(v.day) } : {}),
    defaultValue: entry.memo,
  });
}
