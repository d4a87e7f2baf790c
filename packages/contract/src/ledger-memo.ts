import { z } from 'zod';

/**
 * What a ledger entry says, as a key and its values, so that each client words it in its own
 * language (`funding.memo.<key>` in the phone app). The entry's English `memo` text is the same
 * words for operators and the CSV statement; entries older than this, and an operator's
 * adjustment (whose memo is the operator's own reason), have no key and show that text.
 *
 * Values: `id` (the number of the order, loan, withdrawal, money-market purchase or redemption,
 * or block-trade offer), `quantity` (shares), `code` (security), `price` (decimal string), `day`
 * (YYYY-MM-DD, Asia/Shanghai), `reference` (a deposit's), `account` (a masked IBAN).
 */
export const LEDGER_MEMO_KEYS = [
  'deposit',
  'withdrawal_to',
  'withdrawal_paid',
  'withdrawal_released',
  'buy',
  'buy_at_limit',
  'sell',
  'order_cancelled',
  'order_expired',
  'liquidation',
  'block_trade',
  'ipo_payment',
  'ipo_listed',
  'loan_disbursed',
  'loan_repayment',
  'loan_interest',
  'money_market_purchase',
  'money_market_purchase_confirmed',
  'money_market_instant_redemption',
  'money_market_redemption_paid',
  'money_market_income',
  'demo_starting_balance',
] as const;
export type LedgerMemoKey = (typeof LEDGER_MEMO_KEYS)[number];
export const ledgerMemo = z.object({
  key: z.enum(LEDGER_MEMO_KEYS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type LedgerMemo = z.infer<typeof ledgerMemo>;
