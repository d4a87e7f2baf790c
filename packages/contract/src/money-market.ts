import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';
import { MONEY_MARKET_MAX_ESTIMATE_DAYS } from './money-market-rules.ts';

/**
 * The money-market balance product, labelled T+1 (`/api/money-market`, session required;
 * `/admin/api/money-market`, operator session).
 *
 * Rules the server enforces (the client shows them, never decides them). Days are Asia/Shanghai
 * calendar dates "yyyy-mm-dd"; amounts are decimal strings with two places ("1000.00").
 *
 * - Trading day: a weekday that is not an exchange holiday (setting MARKET_HOLIDAYS); with
 *   MARKET_ALWAYS_OPEN (the demo) every day is a trading day.
 * - Cut-off: MONEY_MARKET_CUTOFF, default 15:00 Asia/Shanghai. An order placed on a trading day
 *   before the cut-off has that day as its trade day T; placed at or after the cut-off, or on a
 *   day without trading, its T is the next trading day.
 * - Purchase: from available cash, with the trading password; amount above 0 and at most the
 *   available cash. The money is held at once (available → frozen cash) and confirmed on the
 *   next trading day after T ("T+1", `confirm_day`), when it moves into the money-market balance.
 * - Income: confirmed money earns from its confirmation day; a day's income is credited once that
 *   day has ended, so the first income arrives the day after confirmation (`first_income_day`).
 * - Day count: EVERY calendar day earns, weekends and exchange holidays included (as money funds
 *   in China do), actual/365: income of day D = E(D) × r(D) / (10 000 × 365), where r(D) is the
 *   annual rate in basis points in force on D and E(D) the earning balance on D: confirmed money
 *   (including purchases confirmed on D and all income of the days before D, so income compounds
 *   daily) minus every amount asked back up to and including D.
 * - Rounding: half-up to the cent, once per user per day (a day below half a cent pays nothing).
 * - Crediting: one ledger entry per user per day (house interest_expense → user money_market),
 *   keyed by user and day, so no day is paid twice. The job runs every few minutes; after
 *   downtime it catches up day by day, in order, to exactly the figures of an unbroken run.
 * - Yield: mode "operator" (default): operators set the annual rate in basis points, in force
 *   from the Shanghai day of the change on (every change is audited; the initial rate is
 *   MONEY_MARKET_YIELD_BP). Mode "simulated" (MONEY_MARKET_YIELD_MODE): a deterministic gentle
 *   walk of at most ±1 bp a day within ±40 bp of MONEY_MARKET_YIELD_BP. `yield_source` tells users
 *   which one they see. The "7-day annualised yield" shown is the average of r over the seven
 *   ended days before today; income per 10 000 is 10 000 × r(yesterday) / (10 000 × 365).
 * - Redemption, with the trading password; amount above 0 and at most the redeemable balance
 *   (balance minus redemptions not yet paid). The amount stops earning on the day it is asked.
 *   "normal": paid into available cash on the next trading day after T (`pay_day`).
 *   "instant": paid into available cash at once, up to MONEY_MARKET_INSTANT_DAILY_CAP in total
 *   per user per calendar day (default 10000.00).
 * - Estimated return for N days (1–3650): the daily income above at the current rate on an
 *   unchanged balance, each day rounded and compounded, summed. An estimate: the rate may change.
 * - Every POST here accepts an `Idempotency-Key`; a repeat answers the first answer.
 */

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const MONEY_MARKET_ERROR_CODES = [
  'MONEY_MARKET_AMOUNT_REQUIRED',
  'MONEY_MARKET_AMOUNT_NOT_POSITIVE',
  'MONEY_MARKET_OVER_AVAILABLE',
  'MONEY_MARKET_OVER_REDEEMABLE',
  'MONEY_MARKET_INSTANT_CAP_EXCEEDED',
  'MONEY_MARKET_YIELD_SIMULATED',
] as const;
export type MoneyMarketErrorCode = (typeof MONEY_MARKET_ERROR_CODES)[number];

export * from './money-market-rules.ts';
/** Highest annual rate an operator may set: 50.00 %. */
export const MONEY_MARKET_MAX_RATE_BP = 5000;

export const REDEMPTION_MODES = ['normal', 'instant'] as const;
export type RedemptionMode = (typeof REDEMPTION_MODES)[number];
export const YIELD_SOURCES = ['operator', 'simulated'] as const;
export type YieldSource = (typeof YIELD_SOURCES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * An amount as typed: empty (→ "enter the amount") or a decimal with at most two places, maybe
 * negative (→ "must be greater than 0"); anything else is a validation failure.
 */
export const moneyMarketAmountInput = z
  .string()
  .trim()
  .max(24)
  .regex(/^(-?\d{1,16}(\.\d{1,2})?)?$/);

/** `POST /api/money-market/purchases`. */
export const purchaseBody = z.object({ amount: moneyMarketAmountInput, pay_password: z.string().max(32) });
/** `POST /api/money-market/redemptions`. */
export const redeemBody = z.object({ amount: moneyMarketAmountInput, pay_password: z.string().max(32), mode: z.enum(REDEMPTION_MODES) });

/** `GET /api/money-market/summary` — the product screen's figures, as of the request. */
export const moneyMarketSummary = z.object({
  currency: z.string(),
  /** Confirmed balance: earning money plus redemptions asked and not yet paid. */
  balance: moneyString,
  /** What earns today: balance − pending_redemption. */
  earning: moneyString,
  /** Held from cash, waiting for confirmation. */
  pending_purchase: moneyString,
  /** Asked back (normal), waiting for the pay day. */
  pending_redemption: moneyString,
  /** What may be asked back now: balance − pending_redemption. */
  redeemable: moneyString,
  /** Income credited for yesterday. */
  yesterday_income: moneyString,
  /** All income credited so far. */
  cumulative_income: moneyString,
  /** 7-day annualised yield in percent, four places: "1.8000". */
  seven_day_yield: z.string(),
  /** Today's annual rate: basis points and percent. */
  current_rate_bp: z.number().int(),
  current_rate: z.string(),
  /** Income of 10 000.00 for yesterday, four places: "0.4932". */
  income_per_10k: z.string(),
  yield_source: z.enum(YIELD_SOURCES),
  day_count: z.literal('actual/365'),
  /** "15:00", Asia/Shanghai. */
  cutoff: z.string(),
  today: day,
  /** Last day whose income has been credited. */
  settled_through: day.nullable(),
  /** What an order placed now gets: its trade day, the purchase's confirmation day and first income day, a normal redemption's pay day. */
  order_now: z.object({ trade_day: day, confirm_day: day, first_income_day: day, pay_day: day }),
  instant_daily_cap: moneyString,
  /** Instant redemption still possible today: min(cap − used today, redeemable). */
  instant_remaining: moneyString,
});
export type MoneyMarketSummary = z.infer<typeof moneyMarketSummary>;

/** `GET /api/money-market/estimate?days=&amount=` — amount defaults to the earning balance. */
export const estimateQuery = z.object({
  days: z.coerce.number().int().min(1).max(MONEY_MARKET_MAX_ESTIMATE_DAYS),
  amount: moneyMarketAmountInput.optional(),
});
export const moneyMarketEstimate = z.object({
  amount: moneyString,
  days: z.number().int(),
  annual_rate_bp: z.number().int(),
  annual_rate: z.string(),
  estimated_return: moneyString,
  day_count: z.literal('actual/365'),
  compounding: z.literal('daily'),
});
export type MoneyMarketEstimate = z.infer<typeof moneyMarketEstimate>;

export const moneyMarketPurchase = z.object({
  id: z.number().int(),
  amount: moneyString,
  state: z.enum(['pending', 'confirmed']),
  trade_day: day,
  confirm_day: day,
  first_income_day: day,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type MoneyMarketPurchase = z.infer<typeof moneyMarketPurchase>;

export const moneyMarketRedemption = z.object({
  id: z.number().int(),
  amount: moneyString,
  mode: z.enum(REDEMPTION_MODES),
  state: z.enum(['pending', 'paid']),
  trade_day: day,
  pay_day: day,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type MoneyMarketRedemption = z.infer<typeof moneyMarketRedemption>;

export const HISTORY_TYPES = ['purchase', 'redemption', 'income'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * One line of "my money-market balance", newest first. `day`: confirmation day (purchase), pay
 * day (redemption) or the day the income is for. `rate_bp`: the rate of an income day.
 */
export const moneyMarketHistoryItem = z.object({
  type: z.enum(HISTORY_TYPES),
  id: z.number().int(),
  amount: moneyString,
  state: z.enum(['pending', 'confirmed', 'paid', 'credited']),
  mode: z.enum(REDEMPTION_MODES).nullable(),
  day: day,
  rate_bp: z.number().int().nullable(),
  created_at: z.string(),
});
export type MoneyMarketHistoryItem = z.infer<typeof moneyMarketHistoryItem>;
export const historyQuery = pageQuery.extend({ type: z.enum([...HISTORY_TYPES, 'all']).default('all') });
export const moneyMarketHistoryPage = page(moneyMarketHistoryItem);

/* ---- back office ---- */

export const yieldScheduleEntry = z.object({ from: day, bp: z.number().int() });
export const adminYield = z.object({
  source: z.enum(YIELD_SOURCES),
  today: day,
  current_rate_bp: z.number().int(),
  current_rate: z.string(),
  seven_day_yield: z.string(),
  /** MONEY_MARKET_YIELD_BP: the rate before any change (and the walk's centre when simulated). */
  default_rate_bp: z.number().int(),
  /** Operators' changes, oldest first: each in force from its day. */
  schedule: z.array(yieldScheduleEntry),
});
export type AdminYield = z.infer<typeof adminYield>;
/** `PUT /admin/api/money-market/yield` (audited): in force from today (Asia/Shanghai). */
export const setYieldBody = z.object({ annual_rate_bp: z.number().int().min(0).max(MONEY_MARKET_MAX_RATE_BP) });

export const adminHolding = z.object({
  user_id: z.number().int(),
  username: z.string(),
  balance: moneyString,
  pending_purchase: moneyString,
  pending_redemption: moneyString,
  cumulative_income: moneyString,
  settled_through: day,
});
export type AdminHolding = z.infer<typeof adminHolding>;
export const adminHoldingPage = page(adminHolding).extend({ total_balance: moneyString });

export const adminFlow = moneyMarketHistoryItem.extend({ user_id: z.number().int(), username: z.string() });
export type AdminFlow = z.infer<typeof adminFlow>;
export const adminFlowQuery = historyQuery.extend({ user_id: idString.optional() });
export const adminFlowPage = page(adminFlow);
