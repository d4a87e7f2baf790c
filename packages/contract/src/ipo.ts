import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';

/**
 * New-share issues (IPO): `/api/ipo` (issue list, calendar and draw data are public; quota,
 * applications and payment need a session) and `/admin/api/ipo` (operators).
 *
 * Rules the server enforces (the client shows them, never decides them):
 *
 * Life of an issue (times are instants; "days" are Asia/Shanghai dates):
 *   scheduled → open (at `subscribe_start`) → drawn (at `draw_at`) → settled (at `pay_deadline`)
 *   → listed (at `listing_at`); or cancelled by an operator any time before the draw.
 *   subscribe_start < subscribe_end ≤ draw_at < pay_deadline ≤ listing_at. Scheduled jobs make
 *   each step (and catch up after a pause); every step is idempotent.
 * - Operators create an issue for a stock code the market data lists (the code must be tradable
 *   on listing day), with issue price, P/E, industry P/E, sector, issue quantity, public issue
 *   quantity (≤ issue quantity, whole units), a per-user cap (whole units) and the five times.
 *   They may edit it only while it is scheduled and its window has not begun, and cancel it only
 *   before the draw (with a reason; applications become void, users are told; no money was held;
 *   the seed is then published, so anyone can see what the draw would have given).
 *   There is no call that sets, changes or removes an allocation: the lottery alone decides.
 * - Quota: per exchange, from the market value of the user's holdings on that exchange at the
 *   moment of applying: units = floor(value / unit value) (defaults: 10,000.00 for Shanghai,
 *   5,000.00 for Shenzhen), plus the configured base units (demo mode only, by default), capped by
 *   the issue's per-user cap. One unit is 1,000 shares in Shanghai and 500 in Shenzhen (the
 *   issue keeps the unit size it was created with).
 * - One application per user per issue, while the window is open, for a whole number of units
 *   within the quota. No money is held on application. One-click apply applies to every open
 *   issue the user has not applied for, each with the user's full quota for it.
 * - Allocation is paid from available cash, with the trading password, before `pay_deadline`:
 *   cash → house `ipo_escrow` in one ledger entry. Never more than the cash there is. Unpaid
 *   allocations are forfeited at the deadline (nothing is charged). At `listing_at` paid
 *   allocations become positions at the issue price (escrow → `trade_settlement`), sellable under
 *   the normal selling rules.
 *
 * The draw — a lottery anyone can recompute (scripts: apps/api/scripts/verify-ipo-draw.mjs):
 * 1. Commitment. When the window opens the server draws a 32-byte seed from a cryptographic
 *    random source, keeps it secret and publishes `commitment` = hex(SHA-256(seed bytes)).
 * 2. Units. At the draw, the issue's valid applications are taken in ascending application id.
 *    Application with `units` = u gets the next u unit numbers, starting at 0: unit numbers are
 *    consecutive, in that order; N = total units.
 * 3. List digest. `list_digest` = hex(SHA-256(UTF-8 text of one line "<application id>:<units>\n"
 *    per application, in that order)); the empty list hashes the empty string.
 * 4. Winners W = min(N, floor(public_quantity / unit_shares)).
 * 5. Random numbers. Block k (k = 0, 1, 2, …) = SHA-256(seed bytes ‖ list digest bytes ‖ k as an
 *    8-byte unsigned big-endian integer); each 32-byte block is read as eight 32-bit unsigned
 *    big-endian words, consumed in order, blocks in order. A number below m (1 ≤ m ≤ 2^32) is
 *    taken by rejection to avoid modulo bias: limit = 2^32 − (2^32 mod m); take words until one
 *    is < limit; the number is word mod m.
 * 6. Selection: a partial Fisher–Yates shuffle of [0, 1, …, N−1]: for i = 0 … W−1, j = i + (a
 *    number below N − i), swap positions i and j. The units at positions 0 … W−1 win.
 * 7. Each application is allocated (its winning units × unit_shares) shares. The total never
 *    exceeds W × unit_shares ≤ public_quantity. The seed is published with the result.
 * Mixing the list digest into every block means that the winners depend on the full list of
 * applications as well as on the seed fixed before the first of them.
 *
 * Amounts are decimal strings with two places; quantities are whole shares; P/E values are
 * decimal strings with two places ("-1.00" for a loss-making company); times are ISO strings;
 * dates are "yyyy-mm-dd" (Asia/Shanghai).
 */

export const IPO_ISSUE_STATES = ['scheduled', 'open', 'drawn', 'settled', 'listed', 'cancelled'] as const;
export type IpoIssueState = (typeof IPO_ISSUE_STATES)[number];

/**
 * What a screen shows, from the state and the clock: upcoming (before the window), open,
 * closed (window over, awaiting the draw), drawn (payment period), awaiting_listing (payment
 * period over), listed, cancelled.
 */
export const IPO_PHASES = ['upcoming', 'open', 'closed', 'drawn', 'awaiting_listing', 'listed', 'cancelled'] as const;
export type IpoPhase = (typeof IPO_PHASES)[number];

/**
 * An application: applied ("already subscribed", before the draw) → not_allocated ("no
 * allocation") or allocated → paid → listed; allocated → forfeited when unpaid at the deadline;
 * void when the issue is cancelled.
 */
export const IPO_APPLICATION_STATES = ['applied', 'not_allocated', 'allocated', 'paid', 'forfeited', 'listed', 'void'] as const;
export type IpoApplicationState = (typeof IPO_APPLICATION_STATES)[number];

export const IPO_EXCHANGES = ['SH', 'SZ'] as const;
export type IpoExchange = (typeof IPO_EXCHANGES)[number];

/** Calendar events, one per date of an issue. */
export const IPO_EVENT_KINDS = ['subscribe', 'draw', 'pay_deadline', 'listing'] as const;
export type IpoEventKind = (typeof IPO_EVENT_KINDS)[number];

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const IPO_ERROR_CODES = [
  /** The application code field is empty. */
  'IPO_CODE_REQUIRED',
  /** No issue open for subscription has this application code. */
  'IPO_CODE_UNKNOWN',
  /** Spec: "number of shares cannot be 0". */
  'IPO_SHARES_ZERO',
  /** Shares must be a whole number of subscription units ({unit} shares). */
  'IPO_SHARES_NOT_UNIT',
  /** More shares than the quota for this issue ({max}). */
  'IPO_QUOTA_EXCEEDED',
  /** No quota for this issue's market. */
  'IPO_NO_QUOTA',
  /** The subscription window is not open (the issue is not open for applications). */
  'IPO_NOT_OPEN',
  /** The window opens later, at {opens_at} (Beijing time). */
  'IPO_NOT_YET_OPEN',
  /** The window closed at {closed_at} (Beijing time). */
  'IPO_CLOSED',
  'IPO_ALREADY_APPLIED',
  /** One-click apply found no open issue to apply for. */
  'IPO_NOTHING_TO_APPLY',
  /** Only an allocated, unpaid application can be paid. */
  'IPO_NOT_PAYABLE',
  'IPO_ALREADY_PAID',
  /** The payment deadline has passed. */
  'IPO_PAYMENT_CLOSED',
  /* back office */
  /** The stock code is not in the market data (an issue must become tradable on listing day). */
  'IPO_CODE_NOT_LISTED',
  'IPO_APPLY_CODE_TAKEN',
  /** The five times are not in order, or the window begins in the past. */
  'IPO_DATES_INVALID',
  /** Quantities: public ≤ issue quantity, public and cap in whole units, one unit ≤ cap ≤ public quantity. */
  'IPO_QUANTITY_INVALID',
  /** Edits only while scheduled and before the window opens. */
  'IPO_NOT_EDITABLE',
  /** Cancel only before the draw. */
  'IPO_NOT_CANCELLABLE',
  /** The draw can be run only after the subscription window has closed. */
  'IPO_DRAW_NOT_DUE',
  'IPO_ALREADY_DRAWN',
] as const;
export type IpoErrorCode = (typeof IPO_ERROR_CODES)[number];

const decimal2 = z.string().regex(/^-?\d+\.\d{2}$/);
const isoTime = z.iso.datetime({ offset: true });
const id = idString;

/** One issue as everyone sees it. */
export const ipoIssue = z.object({
  id: z.number().int(),
  /** The stock code it lists under. */
  code: z.string(),
  /** The application (subscription) code users apply with. */
  apply_code: z.string(),
  name: z.string(),
  exchange: z.enum(IPO_EXCHANGES),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  issue_price: moneyString,
  pe: decimal2,
  industry_pe: decimal2,
  sector: z.string(),
  issue_quantity: z.number().int(),
  public_quantity: z.number().int(),
  /** Shares per subscription unit. */
  unit_shares: z.number().int(),
  /** The most one user may apply for, in shares. */
  max_shares_per_user: z.number().int(),
  subscribe_start: z.string(),
  subscribe_end: z.string(),
  draw_at: z.string(),
  pay_deadline: z.string(),
  listing_at: z.string(),
  /** Asia/Shanghai date of `listing_at`: the spec's listing time. */
  listing_date: z.string(),
  state: z.enum(IPO_ISSUE_STATES),
  phase: z.enum(IPO_PHASES),
  /** SHA-256 commitment of the draw's seed, from the opening of the window. */
  commitment: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type IpoIssue = z.infer<typeof ipoIssue>;

export const ipoIssueQuery = pageQuery.extend({
  /** active: not yet listed nor cancelled (soonest first); all: every issue, newest first. */
  scope: z.enum(['active', 'all']).default('active'),
});
export const ipoIssuePage = page(ipoIssue);
export const ipoIdParams = z.object({ id });

/** `GET /api/ipo/calendar?from=&to=` (at most 92 days): every issue date in the range. */
export const ipoCalendarQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export const ipoCalendarEvent = z.object({
  date: z.string(),
  kind: z.enum(IPO_EVENT_KINDS),
  at: z.string(),
  issue: ipoIssue,
});
export const ipoCalendar = z.object({ from: z.string(), to: z.string(), events: z.array(ipoCalendarEvent) });
export type IpoCalendarEvent = z.infer<typeof ipoCalendarEvent>;

/** `GET /api/ipo/quota`: the user's quota per exchange, as of now. */
export const ipoExchangeQuota = z.object({
  exchange: z.enum(IPO_EXCHANGES),
  /** Market value of the user's holdings on this exchange. */
  market_value: moneyString,
  /** Market value that earns one unit. */
  unit_value: moneyString,
  unit_shares: z.number().int(),
  /** Units from holdings, before any base units and before an issue's cap. */
  held_units: z.number().int(),
  /** Base units granted by configuration (demo mode). */
  base_units: z.number().int(),
  units: z.number().int(),
  shares: z.number().int(),
});
export const ipoQuota = z.object({ quotas: z.array(ipoExchangeQuota) });
export type IpoQuota = z.infer<typeof ipoQuota>;

/** A user's application. `id` is also its pseudonymous id in the published draw. */
export const ipoApplication = z.object({
  id: z.number().int(),
  issue_id: z.number().int(),
  code: z.string(),
  apply_code: z.string(),
  name: z.string(),
  name_en: z.string(),
  exchange: z.enum(IPO_EXCHANGES),
  issue_price: moneyString,
  shares: z.number().int(),
  units: z.number().int(),
  state: z.enum(IPO_APPLICATION_STATES),
  allocated_shares: z.number().int(),
  /** allocated_shares × issue price, once allocated. */
  amount_due: moneyString,
  applied_at: z.string(),
  pay_deadline: z.string(),
  listing_at: z.string(),
  paid_at: z.string().nullable(),
  listed_at: z.string().nullable(),
  issue_phase: z.enum(IPO_PHASES),
});
export type IpoApplication = z.infer<typeof ipoApplication>;
export const ipoApplicationQuery = pageQuery.extend({
  /** subscribed: before the draw; allocated: allocated, paid, forfeited or listed; none: not allocated or void. */
  filter: z.enum(['all', 'subscribed', 'allocated', 'none']).default('all'),
});
export const ipoApplicationPage = page(ipoApplication);

/** An open issue with what this user may do on it (`GET /api/ipo/open`, `GET /api/ipo/issues/:id/mine`). */
export const ipoMine = z.object({
  issue: ipoIssue,
  quota_units: z.number().int(),
  quota_shares: z.number().int(),
  application: ipoApplication.nullable(),
});
export type IpoMine = z.infer<typeof ipoMine>;
export const ipoOpenList = z.object({ list: z.array(ipoMine) });

/** `POST /api/ipo/applications` (Idempotency-Key honoured). Shares as typed; the server checks them. */
export const ipoApplyBody = z.object({
  apply_code: z.string().trim().max(12),
  shares: z.string().trim().max(12).regex(/^\d*$/),
});
/** `POST /api/ipo/applications/one-click` (Idempotency-Key honoured). */
export const ipoOneClickResult = z.object({ applied: z.array(ipoApplication) });

/** `POST /api/ipo/applications/:id/pay` (Idempotency-Key honoured). */
export const ipoPayBody = z.object({ pay_password: z.string().max(32) });

/** `GET /api/ipo/issues/:id/draw`: everything needed to recompute the allocation. */
export const ipoDrawApplication = z.object({
  /** Application id (pseudonymous: no user is named). */
  id: z.number().int(),
  units: z.number().int(),
  first_unit: z.number().int(),
  /** Null until the draw. */
  allocated_units: z.number().int().nullable(),
  allocated_shares: z.number().int().nullable(),
});
export const ipoDraw = z.object({
  issue_id: z.number().int(),
  code: z.string(),
  state: z.enum(IPO_ISSUE_STATES),
  algorithm: z.literal('meridian-ipo-lottery-v1'),
  commitment: z.string().nullable(),
  /** Published at the draw (or when the issue is cancelled), never before. */
  seed: z.string().nullable(),
  unit_shares: z.number().int(),
  public_quantity: z.number().int(),
  total_units: z.number().int(),
  winning_units_count: z.number().int().nullable(),
  list_digest: z.string().nullable(),
  drawn_at: z.string().nullable(),
  /** In unit order (ascending application id). Before the draw: the applications so far. */
  applications: z.array(ipoDrawApplication),
});
export type IpoDraw = z.infer<typeof ipoDraw>;

/* ---- back office ---- */

const quantity = z.number().int().positive().max(100_000_000_000);
const peInput = z.string().trim().regex(/^-?\d{1,6}(\.\d{1,2})?$/);

export const ipoIssueBody = z.object({
  code: z.string().trim().regex(/^\d{6}$/),
  apply_code: z.string().trim().regex(/^\d{6}$/),
  /** Empty: the instrument's name from the market data. */
  name: z.string().trim().max(60).default(''),
  issue_price: z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/),
  pe: peInput,
  industry_pe: peInput,
  sector: z.string().trim().min(1).max(60),
  issue_quantity: quantity,
  public_quantity: quantity,
  max_shares_per_user: quantity,
  subscribe_start: isoTime,
  subscribe_end: isoTime,
  draw_at: isoTime,
  pay_deadline: isoTime,
  listing_at: isoTime,
});
export type IpoIssueBody = z.infer<typeof ipoIssueBody>;

export const ipoCancelBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const adminIpoIssue = ipoIssue.extend({
  applications: z.number().int(),
  applied_units: z.number().int(),
  allocated_shares: z.number().int(),
  paid_shares: z.number().int(),
  forfeited_shares: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type AdminIpoIssue = z.infer<typeof adminIpoIssue>;
export const adminIpoIssuePage = page(adminIpoIssue);
export const adminIpoIssueQuery = pageQuery;
