import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';

/**
 * Loans (`/api/loans`, session required; `/admin/api/loans`, operator session).
 *
 * Rules the server enforces (the client may show them, never decide them):
 * - Products come from settings: amounts between `min_amount` and `max_amount`, one of
 *   `terms_days`, a fixed annual rate in basis points, day count actual/365.
 * - One loan at a time: a user with a pending application or an approved (open) loan cannot
 *   apply again until it is rejected or repaid. So a user's outstanding principal is never
 *   above `max_amount`.
 * - Interest accrues daily on the outstanding principal (not on unpaid interest): for each
 *   Asia/Shanghai calendar day from the disbursement day until the day before full repayment,
 *   principal × annual rate / 365, rounded half-up to the cent. Interest keeps accruing at the
 *   same rate after the due date until the loan is repaid.
 * - A repayment pays interest first, then principal, never more than is owed.
 * - Amounts are decimal strings with two places ("1000.00"); dates are "yyyy-mm-dd" (Shanghai).
 */

export const LOAN_STATES = ['pending', 'approved', 'rejected', 'repaid'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const LOAN_ERROR_CODES = [
  'LOAN_AMOUNT_REQUIRED',
  'LOAN_AMOUNT_NOT_POSITIVE',
  'LOAN_AMOUNT_BELOW_MIN',
  'LOAN_AMOUNT_ABOVE_MAX',
  'LOAN_TERM_INVALID',
  'LOAN_ALREADY_OPEN',
  'LOAN_NOT_PENDING',
  'LOAN_NOT_ACTIVE',
  'LOAN_REPAY_EXCEEDS_OWED',
  'LOAN_SUBMISSION_FAILED',
] as const;
export type LoanErrorCode = (typeof LOAN_ERROR_CODES)[number];

/**
 * An amount as typed into the form: empty (→ "enter loan amount"), or a decimal with at most two
 * places, possibly negative (→ "amount cannot be lower than 0"). Anything else is a validation
 * failure. The server answers the spec's own messages for the empty and non-positive cases.
 */
export const loanAmountInput = z
  .string()
  .trim()
  .max(24)
  .regex(/^(-?\d{1,16}(\.\d{1,2})?)?$/);

/** `GET /api/loans/products` — what can be borrowed, for the application form. */
export const loanProducts = z.object({
  currency: z.string(),
  min_amount: moneyString,
  max_amount: moneyString,
  terms_days: z.array(z.number().int()),
  annual_rate_bp: z.number().int(),
  /** Annual rate in percent, "8.00". */
  annual_rate: z.string(),
  day_count: z.literal('actual/365'),
});
export type LoanProducts = z.infer<typeof loanProducts>;

/** `GET /api/loans/quote?amount=&term_days=` — shown before the user submits. */
export const loanQuoteQuery = z.object({ amount: loanAmountInput, term_days: z.coerce.number().int().positive().max(100_000) });
export const loanQuote = z.object({
  amount: moneyString,
  term_days: z.number().int(),
  annual_rate_bp: z.number().int(),
  /** Annual rate in percent, "8.00". */
  annual_rate: z.string(),
  /** Daily rate in percent (annual / 365), six decimals, for display only: "0.021918". */
  daily_rate: z.string(),
  /** One day's interest on the full amount, already rounded to the cent. */
  daily_interest: moneyString,
  /** Interest for the full term if nothing is repaid early: term_days × daily_interest, exactly what accrual will charge. */
  interest: moneyString,
  /** Cost of borrowing: interest (there are no fees). */
  total_cost: moneyString,
  /** amount + interest: what repaying on the due date takes. */
  repayment_total: moneyString,
  day_count: z.literal('actual/365'),
});
export type LoanQuote = z.infer<typeof loanQuote>;

/** `POST /api/loans/applications` (Idempotency-Key honoured). Identity verification required. */
export const loanApplicationBody = z.object({ amount: loanAmountInput, term_days: z.number().int().positive().max(100_000) });

export const loanListQuery = pageQuery;
export const loanIdParams = z.object({ id: idString });

/** One loan, as its owner sees it. Figures are as of the request (whole days not yet posted are included). */
export const loanItem = z.object({
  id: z.number().int(),
  state: z.enum(LOAN_STATES),
  /** The amount applied for (and, once approved, lent). */
  amount: moneyString,
  term_days: z.number().int(),
  annual_rate_bp: z.number().int(),
  annual_rate: z.string(),
  /** Application time, ISO 8601. */
  applied_at: z.string(),
  /** Approval or rejection time. */
  decided_at: z.string().nullable(),
  /** The operator's reason, shown to the user, when rejected. */
  reject_reason: z.string().nullable(),
  /** Disbursement day and due day (Shanghai dates), once approved. */
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  /** Approved, unpaid and past its due date. */
  overdue: z.boolean(),
  principal_outstanding: moneyString,
  /** All interest accrued so far (paid or not). */
  interest_accrued: moneyString,
  interest_paid: moneyString,
  /** Interest accrued and not yet paid. */
  interest_due: moneyString,
  /** principal_outstanding + interest_due: what repays the loan in full today. */
  outstanding: moneyString,
  /** Today's interest on the current principal (charged once the day has ended). */
  daily_interest: moneyString,
  /** Last day whose interest is included, or null before the first whole day. */
  accrued_through: z.string().nullable(),
  repaid_at: z.string().nullable(),
});
export type LoanItem = z.infer<typeof loanItem>;
export const loanPage = page(loanItem);

export const loanRepayment = z.object({
  id: z.number().int(),
  amount: moneyString,
  interest_part: moneyString,
  principal_part: moneyString,
  created_at: z.string(),
});
export type LoanRepayment = z.infer<typeof loanRepayment>;

/** `GET /api/loans/:id`: the loan and its repayments, newest first. */
export const loanDetail = loanItem.extend({ repayments: z.array(loanRepayment) });
export type LoanDetail = z.infer<typeof loanDetail>;

/** `POST /api/loans/:id/repay` (Idempotency-Key honoured): from available cash, with the trading password. */
export const loanRepayBody = z.object({ amount: loanAmountInput, pay_password: z.string().max(32) });
export const loanRepayResult = z.object({ loan: loanItem, repayment: loanRepayment });

/* ---- back office ---- */

export const adminLoanQuery = pageQuery.extend({ state: z.enum(LOAN_STATES).optional() });
export const adminLoanItem = loanItem.extend({
  user_id: z.number().int(),
  username: z.string(),
  /** The operator who approved or rejected it. */
  decided_by: z.string().nullable(),
});
export type AdminLoanItem = z.infer<typeof adminLoanItem>;
export const adminLoanPage = page(adminLoanItem);
export const adminLoanDetail = adminLoanItem.extend({ repayments: z.array(loanRepayment) });

/** `POST /admin/api/loans/applications/:id/approve` — disburses the amount to the user's cash. */
export const approveLoanBody = z.object({ note: z.string().trim().max(500).default('') }).default({ note: '' });
/** `POST /admin/api/loans/applications/:id/reject` — the reason is shown to the user. */
export const rejectLoanBody = z.object({ reason: z.string().trim().min(1).max(500) });
