import { z } from 'zod';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';
import { ledgerMemo } from './ledger-memo.ts';

/**
 * Funding: the account summary, bank cards, deposits, withdrawals, records and statements
 * (`/api/account/summary`, `/api/funding/…`, session required), and the operators' side
 * (`/admin/api/funding/…`, `/admin/api/ledger/reconcile`).
 *
 * Every amount is a decimal string in the account currency ("1234.50"), never a float. Every
 * POST/DELETE here that moves money or creates a record accepts an `Idempotency-Key` header
 * (8–100 of `A-Za-z0-9_-:.`); a repeat answers the first answer.
 *
 * The spec's "transfer between bank and securities account" (`/ucenter/transfer`) is not a
 * money path of its own: "in" is a deposit (`POST /api/funding/deposits`), "out" is a
 * withdrawal (`POST /api/funding/withdrawals`).
 */

/** An amount a person types: digits with up to two decimals, no sign (zero is refused by the rule that needs it). */
export const amountString = z.string().trim().regex(/^\d{1,13}(\.\d{1,2})?$/);
/** A signed amount (operators' adjustments); never zero. */
export const signedAmountString = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/)
  .refine((v) => !/^-?0*(\.0*)?$/.test(v), 'cannot be zero');

const isoTime = z.string();
export { idParams } from './ids.ts';

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const FUNDING_ERROR_CODES = [
  'BANK_HOLDER_MISMATCH',
  'IBAN_INVALID',
  'BANK_CARD_LIMIT',
  'BANK_CARD_DUPLICATE',
  'BANK_CARD_IN_USE',
  'DEPOSIT_BELOW_MINIMUM',
  'DEPOSIT_ABOVE_MAXIMUM',
  'DEPOSIT_AMOUNT_MISMATCH',
  'WITHDRAWAL_AMOUNT_ZERO',
  'WITHDRAWAL_BELOW_MINIMUM',
  'WITHDRAWAL_OVER_AVAILABLE',
  /** A proposed debit adjustment larger than the user's available cash: it could never be approved. */
  'ADJUSTMENT_OVER_AVAILABLE',
  /** A deposit or withdrawal already decided; the back office's four-eyes approvals answer it too. */
  'ALREADY_DECIDED',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_STALE',
] as const;
export type FundingErrorCode = (typeof FUNDING_ERROR_CODES)[number];

// ---------------------------------------------------------------- summary

/** `GET /api/account/summary` — the personal centre's figures. */
export const accountSummary = z.object({
  currency: z.string(),
  /** cash + money_market + market_value + pending_listing (gross; the loan is not subtracted here). */
  total_assets: moneyString,
  /** total_assets − loan_outstanding. */
  net_assets: moneyString,
  /** available + frozen. */
  cash: moneyString,
  available: moneyString,
  /** Equal to `available`: every available yuan may be withdrawn (no T+1 lock on cash today). */
  withdrawable: moneyString,
  /** Set aside for pending withdrawals (and, later, open buy orders). */
  frozen: moneyString,
  money_market: moneyString,
  /** What the user owes on loans, as a positive amount ("0.00" when nothing is owed). */
  loan_outstanding: moneyString,
  /** Market value of positions: "0.00" until the trading module supplies it. */
  market_value: moneyString,
  /** Paid new shares not listed yet, at cost (they are the user's, though not tradable yet). */
  pending_listing: moneyString,
  /**
   * The spec's "credit points". No credit scoring exists: always 0, never an invented score.
   * A scoring rule, when one is decided, replaces this.
   */
  credit_points: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

// ---------------------------------------------------------------- bank cards

/** `POST /api/funding/cards`. Needs verified identity; `holder` must be the verified real name. */
export const bindCardBody = z.object({
  bank: z.string().trim().min(1).max(100),
  branch: z.string().trim().max(100).default(''),
  holder: z.string().trim().min(1).max(100),
  /** IBAN only (the spec labels the field IBAN); spaces allowed, any case. */
  iban: z.string().trim().min(5).max(64),
});
export const bankCard = z.object({
  id: z.number().int(),
  bank: z.string(),
  branch: z.string(),
  holder: z.string(),
  /** "DE89 **** **** **** **30 00": the full number is never sent back to the app. */
  iban_masked: z.string(),
  country: z.string(),
  created_at: isoTime,
  /** Set when unbound; unbound cards stay visible on the records that used them. */
  unbound_at: isoTime.nullable(),
});
export type BankCard = z.infer<typeof bankCard>;
/** `GET /api/funding/cards`: bound cards only, oldest first, with the limit. */
export const bankCardList = z.object({ list: z.array(bankCard), max: z.number().int() });

// ---------------------------------------------------------------- deposits

export const DEPOSIT_METHODS = ['bank_transfer', 'quick_pay'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** pending → credited | rejected | expired; an expired one may still be credited when the money does arrive. */
export const DEPOSIT_STATES = ['pending', 'credited', 'rejected', 'expired'] as const;

/** `POST /api/funding/deposits`. Needs verified identity; MIN_TRANSFER ≤ amount ≤ MAX_DEPOSIT. */
export const createDepositBody = z.object({ method: z.enum(DEPOSIT_METHODS), amount: amountString });

/** Where to send a manual bank transfer; the reference must be on the transfer. */
export const bankTransferInstructions = z.object({
  bank_name: z.string(),
  holder: z.string(),
  iban: z.string(),
  reference: z.string(),
});
/** The simulated quick-payment provider's payment; `pay_url` is a web route (`/fastpayment?payment_id=…`). */
export const quickPayPayment = z.object({ payment_id: z.string(), pay_url: z.string(), simulated: z.boolean() });

export const deposit = z.object({
  id: z.number().int(),
  method: z.enum(DEPOSIT_METHODS),
  /** What the user said they would send. */
  amount: moneyString,
  /** What was credited (an operator confirms what actually arrived); null until credited. */
  credited_amount: moneyString.nullable(),
  currency: z.string(),
  state: z.enum(DEPOSIT_STATES),
  /** "MD-" + 8 characters without 0/O/1/I/L. */
  reference: z.string(),
  bank_transfer: bankTransferInstructions.nullable(),
  quick_pay: quickPayPayment.nullable(),
  /** Why it was rejected (shown to the user). */
  reason: z.string().nullable(),
  created_at: isoTime,
  expires_at: isoTime,
  decided_at: isoTime.nullable(),
});
export type Deposit = z.infer<typeof deposit>;
export const depositPage = page(deposit);

/** `GET /api/funding/quickpay/payments/:paymentId` — what the simulated payment page shows. */
export const quickPayParams = z.object({ paymentId: z.string().regex(/^QP-[A-Z0-9]{20}$/) });
export const quickPayView = z.object({
  payment_id: z.string(),
  merchant: z.string(),
  amount: moneyString,
  currency: z.string(),
  reference: z.string(),
  /** pending until paid; then the deposit's state. */
  deposit_state: z.enum(DEPOSIT_STATES),
  simulated: z.literal(true),
});

/**
 * Webhook `POST /api/funding/webhooks/quick-pay` (no session): the provider's JSON body, signed.
 * Headers: `x-quickpay-timestamp` (Unix seconds) and `x-quickpay-signature` (hex
 * HMAC-SHA256 of `${timestamp}.${raw body}` with QUICKPAY_WEBHOOK_SECRET). Refused when the
 * signature is wrong or the timestamp is more than 5 minutes away; an event id seen before is
 * acknowledged again and changes nothing; the amount and currency must equal the deposit's.
 */
export const QUICKPAY_TIMESTAMP_HEADER = 'x-quickpay-timestamp';
export const QUICKPAY_SIGNATURE_HEADER = 'x-quickpay-signature';
export const QUICKPAY_TOLERANCE_SECONDS = 300;
export const quickPayEvent = z.object({
  event_id: z.string().min(1).max(100),
  type: z.literal('payment.succeeded'),
  payment_id: z.string().min(1).max(100),
  amount: moneyString,
  currency: z.string().regex(/^[A-Z]{3}$/),
  paid_at: z.string(),
});
export type QuickPayEvent = z.infer<typeof quickPayEvent>;
export const webhookAck = z.object({ received: z.literal(true), duplicate: z.boolean(), deposit_id: z.number().int(), deposit_state: z.enum(DEPOSIT_STATES) });

// ---------------------------------------------------------------- withdrawals

/** pending → approved (paid out) | rejected (funds released, reason shown) | cancelled (by the user, funds released). */
export const WITHDRAWAL_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
/** Why an operator refused a withdrawal; the user sees the code translated (`reason_label`) and the operator's text. */
export const WITHDRAWAL_REJECT_REASONS = ['name_mismatch', 'aml_review_failed', 'card_invalid', 'user_request', 'other'] as const;
export type WithdrawalRejectReason = (typeof WITHDRAWAL_REJECT_REASONS)[number];

/**
 * `POST /api/funding/withdrawals`. Needs verified identity, a bound card of the user and the
 * trading password. 0 → WITHDRAWAL_AMOUNT_ZERO ("Withdrawal amount cannot be 0"); below
 * MIN_WITHDRAW → WITHDRAWAL_BELOW_MINIMUM; above what is withdrawable → WITHDRAWAL_OVER_AVAILABLE.
 * The amount is frozen at once.
 */
export const createWithdrawalBody = z.object({
  card_id: z.number().int().positive(),
  amount: amountString,
  pay_password: z.string().min(1).max(64),
});
export const withdrawalCard = z.object({ id: z.number().int(), bank: z.string(), iban_masked: z.string(), unbound: z.boolean() });
export const withdrawal = z.object({
  id: z.number().int(),
  amount: moneyString,
  currency: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  card: withdrawalCard,
  reason_code: z.enum(WITHDRAWAL_REJECT_REASONS).nullable(),
  /** `reason_code` in the request's language. */
  reason_label: z.string().nullable(),
  /** The operator's words to the user. */
  reason: z.string().nullable(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalPage = page(withdrawal);

// ---------------------------------------------------------------- records

export const recordsQuery = pageQuery;
/** `GET /api/funding/bank-records`: deposits ("in") and withdrawals ("out") together, newest first. */
export const bankRecordsQuery = pageQuery.extend({ type: z.enum(['in', 'out', 'all']).default('all') });
export const bankRecord = z.object({
  type: z.enum(['in', 'out']),
  id: z.number().int(),
  /** bank_transfer | quick_pay for "in", withdrawal for "out". */
  method: z.string(),
  amount: moneyString,
  currency: z.string(),
  /** The deposit's or withdrawal's state. */
  state: z.string(),
  /** Deposit reference, or the card's masked IBAN for a withdrawal. */
  reference: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});
export const bankRecordPage = page(bankRecord);

/** The spec's history ranges, as calendar periods in Asia/Shanghai: today, this week (from Monday), month, quarter, year. */
export const MONEY_LOG_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;
export const moneyLogQuery = pageQuery.extend({ range: z.enum(MONEY_LOG_RANGES).default('month') });
/** One posting on one of the user's cash accounts. */
export const moneyLogPosting = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  /** deposit, withdrawal_hold, withdrawal_paid, withdrawal_release, adjustment, … */
  kind: z.string(),
  account: z.enum(['cash_available', 'cash_frozen']),
  /** Signed: positive in, negative out. */
  amount: moneyString,
  balance_after: moneyString,
  memo: z.string(),
  /** The memo as a key and values to translate; null when the entry has only its text. */
  memo_i18n: ledgerMemo.nullable(),
  created_at: isoTime,
});
/**
 * One business action on the statement (a withdrawal, a deposit, an order, …) with its postings:
 * a withdrawal that was held and then paid is one row, not three.
 */
export const moneyLogItem = z.object({
  /** The action: "withdrawal:12", "order:7", or "entry:<journal entry id>" for a single entry. */
  id: z.string(),
  /** What the action is: the reference type (withdrawal, order, …) or the entry's kind. */
  kind: z.string(),
  /** The kind of its latest entry: where the action stands (withdrawal_hold = pending, withdrawal_paid, withdrawal_release). */
  last_kind: z.string(),
  /** Signed change of the available cash over the action's postings in the period. */
  available_change: moneyString,
  /** Signed change of the frozen cash (money set aside, e.g. a withdrawal waiting for review). */
  frozen_change: moneyString,
  /** Available cash after the action's last posting on it; null when it touched only frozen cash. */
  balance_after: moneyString.nullable(),
  memo: z.string(),
  memo_i18n: ledgerMemo.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  postings: z.array(moneyLogPosting),
});
export type MoneyLogItem = z.infer<typeof moneyLogItem>;
export const moneyLogPage = page(moneyLogItem).extend({ range: z.enum(MONEY_LOG_RANGES), from: isoTime });

/**
 * `GET /api/funding/statement.csv?from=YYYY-MM-DD&to=YYYY-MM-DD` (Asia/Shanghai days, both
 * included; both optional): every posting on every account of the user, as an attachment.
 * Columns: time, entry_id, kind, account, amount, balance_after, currency, memo, reference.
 * UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; text cells that start with = + - @ are
 * prefixed with ' so a spreadsheet does not run them.
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, 'not a calendar day');
export const statementQuery = z.object({ from: day.optional(), to: day.optional() });

// ---------------------------------------------------------------- back office

export const fundingUser = z.object({ id: z.number().int(), username: z.string(), verified_name: z.string().nullable() });

export const adminDepositsQuery = pageQuery.extend({
  state: z.enum(DEPOSIT_STATES).default('pending'),
  method: z.enum(DEPOSIT_METHODS).optional(),
});
export const adminDeposit = deposit.extend({
  user: fundingUser,
  provider_payment_id: z.string().nullable(),
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export const adminDepositPage = page(adminDeposit);
/** Credits what actually arrived (default: the announced amount), audited, in one transaction. */
export const confirmDepositBody = z.object({
  received_amount: amountString.optional(),
  note: z.string().trim().min(1).max(200),
});
export const rejectDepositBody = z.object({ reason: z.string().trim().min(5).max(200) });

export const adminWithdrawalsQuery = pageQuery.extend({ state: z.enum(WITHDRAWAL_STATES).default('pending') });
/** The operator sees the full card to pay out to. */
export const adminWithdrawal = withdrawal.extend({
  user: fundingUser,
  payout: z.object({ bank: z.string(), branch: z.string(), holder: z.string(), iban: z.string() }),
  note: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** Above WITHDRAWAL_SECOND_APPROVAL_ABOVE: an operator's approval is a proposal that a second operator decides. */
  second_approval: z.boolean(),
});
export const adminWithdrawalPage = page(adminWithdrawal);
export const approveWithdrawalBody = z.object({ note: z.string().trim().max(200).default('') });
export const rejectWithdrawalBody = z.object({
  reason_code: z.enum(WITHDRAWAL_REJECT_REASONS),
  reason: z.string().trim().min(5).max(200),
});

/** One posting, on any of the user's accounts (statement, operators' ledger view). */
export const ledgerLine = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  kind: z.string(),
  account: z.string(),
  amount: moneyString,
  balance_after: moneyString,
  memo: z.string(),
  /** The memo as a key and values, for the back office to word in the operator's language; null when the entry has only its text (an adjustment's reason). */
  memo_i18n: ledgerMemo.nullable(),
  reference: z.string().nullable(),
  created_at: isoTime,
});
export const userLedger = z.object({
  user: fundingUser,
  currency: z.string(),
  balances: z.object({ cash_available: moneyString, cash_frozen: moneyString, money_market: moneyString, loan_principal: moneyString }),
  postings: page(ledgerLine),
});

/** The operator's only money tool: a journaled entry between the user's available cash and the house's `adjustments`. */
export const adjustmentBody = z.object({
  user_id: z.number().int().positive(),
  /** Positive credits the user, negative debits (never below zero). */
  amount: signedAmountString,
  reason: z.string().trim().min(5).max(200),
});
export const adjustmentResult = z.object({
  entry_id: z.number().int(),
  user_id: z.number().int(),
  amount: moneyString,
  reason: z.string(),
  available_after: moneyString,
});

/** `GET /admin/api/ledger/reconcile` (audited): the ledger's invariants checked from the raw tables. */
export const reconciliation = z.object({
  ok: z.boolean(),
  checked_at: isoTime,
  entries: z.number().int(),
  accounts: z.number().int(),
  unbalanced_entries: z.array(z.object({ entry_id: z.number().int(), sum: z.string(), postings: z.number().int() })),
  drifted_accounts: z.array(z.object({ account_id: z.number().int(), balance: z.string(), postings_sum: z.string() })),
  frozen_mismatches: z.array(z.object({ user_id: z.number().int(), frozen: z.string(), pending_holds: z.string() })),
  negative_user_accounts: z.array(z.object({ account_id: z.number().int(), kind: z.string(), balance: z.string() })),
  total_of_balances: z.string(),
});
