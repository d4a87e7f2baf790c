import type { LedgerMemo, LedgerMemoKey } from '@meridian/contract/ledger-memo';

/**
 * A journal entry's memo: what the person reads on their statement. Business code gives a key
 * and its values (`memo('buy', { quantity, code })`); the entry keeps the English words in its
 * `memo` column, for operators and the CSV, and the key with its values in `detail.memo`, so
 * that the phone app says it in the reader's language. Free text (an operator's reason for an
 * adjustment) stays a plain string.
 */
export type Memo = string | LedgerMemo;

type Values = LedgerMemo['values'];

const ENGLISH: Record<LedgerMemoKey, (v: Values) => string> = {
  deposit: (v) => `Deposit ${v.reference}`,
  withdrawal_to: (v) => `Withdrawal to ${v.account}`,
  withdrawal_paid: (v) => `Withdrawal ${v.id} paid out`,
  withdrawal_released: (v) => `Withdrawal ${v.id} released`,
  buy: (v) => `buy ${v.quantity} × ${v.code}`,
  buy_at_limit: (v) => `buy ${v.quantity} × ${v.code} at limit`,
  sell: (v) => `sell ${v.quantity} × ${v.code}`,
  order_cancelled: (v) => `cancelled order ${v.id}`,
  order_expired: (v) => `expired order ${v.id}`,
  liquidation: (v) => `liquidation ${v.quantity} × ${v.code}`,
  block_trade: (v) => `block trade offer ${v.id}: ${v.quantity} × ${v.code} at ${v.price}`,
  ipo_payment: (v) => `new shares ${v.code}: payment for the allocation`,
  ipo_listed: (v) => `new shares ${v.code} listed`,
  loan_disbursed: (v) => `loan ${v.id} disbursed`,
  loan_repayment: (v) => `loan ${v.id} repayment`,
  loan_interest: (v) => `loan ${v.id} interest for ${v.day}`,
  money_market_purchase: (v) => `money-market purchase ${v.id}, confirmed on ${v.day}`,
  money_market_purchase_confirmed: (v) => `money-market purchase ${v.id} confirmed`,
  money_market_instant_redemption: (v) => `money-market instant redemption ${v.id}`,
  money_market_redemption_paid: (v) => `money-market redemption ${v.id} paid`,
  money_market_income: (v) => `money-market income for ${v.day}`,
  demo_starting_balance: () => 'Demo mode: starting balance (simulated money)',
};

export function memo(key: LedgerMemoKey, values: Values = {}): LedgerMemo {
  return { key, values };
}

/** The entry's `memo` text and `detail` columns for a memo given either way. */
export function memoColumns(m: Memo | undefined, detail: Record<string, unknown> | undefined): { memo: string; detail: Record<string, unknown> } {
  if (m === undefined || typeof m === 'string') return { memo: m ?? '', detail: detail ?? {} };
  return { memo: ENGLISH[m.key](m.values), detail: { ...detail, memo: m } };
}

/** An entry's `detail->'memo'` as read back (an object, or JSON text from some drivers); null for an entry with text only. */
export function memoOf(value: unknown): LedgerMemo | null {
  const m: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!m || typeof m !== 'object') return null;
  const { key, values } = m as Partial<LedgerMemo>;
  return typeof key === 'string' && key in ENGLISH && values && typeof values === 'object' ? { key, values } : null;
}
