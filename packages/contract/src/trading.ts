import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';

/**
 * Trading: orders, positions, closed positions and trades (`/api/trading`, session required),
 * and the operators' fee and leverage settings (`/admin/api/trading`).
 *
 * Rules the server enforces (the client mirrors them for messages, never decides them):
 * - The client sends code, side, type, quantity (shares) and, for a limit order, a price. Never
 *   a value, fee or total: the server computes them from the current quote and the fee schedule.
 * - Buys in whole lots of 100 shares; STAR board (688/689): at least 200 shares, then steps of
 *   1. A sell may clear an odd remainder of a position. Quantity 0 → "number of lots cannot be 0".
 * - A limit price is on the 0.01 tick and inside today's price band.
 * - Orders only while the market is open (demo: always open); halted instruments refuse orders.
 * - T+1: shares bought today become sellable on the next trading day. Block-trade shares stay
 *   locked until their holding period ends.
 * - Fees (operator-set; defaults from docs/design.md, Market and orders): commission = max(value × commission rate,
 *   minimum); transfer fee = value × transfer rate, both sides; stamp duty = value × stamp rate,
 *   sells only. Each fee is rounded half-up to the cent on its own. Rates are parts per million.
 * - A buy freezes value + fees (at the limit price, or at the ask for a market order); the fill
 *   posts what was really spent and returns the rest; a cancel or expiry releases all of it.
 * - Execution is the paper-trading broker on the simulated feed: a market order fills at once at
 *   the current price plus one tick (buy) or minus one tick (sell), kept inside the band; a limit
 *   order fills at its limit price on the first tick that reaches it (one the market already
 *   reaches when placed fills at once, at the ask / bid when that is better than its limit), and
 *   expires at the close of the trading day in which it was placed (always-open mode: the end of
 *   the local day). There are no partial fills.
 *
 * - Leverage (operators' multipliers): the borrowed part comes from the house loan book and is
 *   repaid from the sell's proceeds. Interest on it accrues daily, actual/365, one charge per
 *   Shanghai calendar day held (buy day to the day before today), each day rounded half-up to
 *   the cent, idempotent per position and day (catches up after downtime), paid at the close.
 * - Margin: equity = market value − borrowed − accrued interest; ratio = equity / market value.
 *   Below margin_call_pct the user is warned once (again only after recovering); below
 *   maintenance_pct the position is sold whole at market, close reason `liquidation`. T+1
 *   applies to forced sales too (the exchange refuses selling shares bought today): such shares
 *   are liquidated at the first check of their first sellable trading day, while the market is
 *   open and the instrument not halted. If the proceeds do not cover borrowed + interest + fees,
 *   the loan book and interest are still repaid in full: the shortfall comes from available cash
 *   as far as it goes, the rest is a house loss (adjustments). An account never goes negative.
 *
 * Amounts are decimal strings with two places ("1524.00"); quantities are whole shares; times
 * are ISO strings; dates are "yyyy-mm-dd" (Asia/Shanghai).
 */

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_TYPES = ['market', 'limit'] as const;
export const ORDER_STATES = ['open', 'filled', 'cancelled', 'expired'] as const;
export const POSITION_SOURCES = ['order', 'ipo', 'block_trade'] as const;
/** Why a position (or part of it) was closed. */
export const CLOSE_REASONS = ['sell', 'liquidation'] as const;
export const TRADE_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;

export type OrderSide = (typeof ORDER_SIDES)[number];
export type OrderType = (typeof ORDER_TYPES)[number];
export type OrderState = (typeof ORDER_STATES)[number];
export type PositionSource = (typeof POSITION_SOURCES)[number];
export type CloseReason = (typeof CLOSE_REASONS)[number];
export type TradeRange = (typeof TRADE_RANGES)[number];

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const TRADING_ERROR_CODES = [
  /** Spec: "number of lots cannot be 0". */
  'QUANTITY_ZERO',
  /** A buy that is not a whole number of lots (100 shares). */
  'LOT_SIZE',
  /** A STAR-board buy under 200 shares. */
  'STAR_MINIMUM',
  'PRICE_REQUIRED',
  'PRICE_OFF_TICK',
  'PRICE_OUTSIDE_BAND',
  /** Outside the trading sessions; params: next_open. */
  'MARKET_CLOSED',
  /** Selling more than is sellable now (T+1, lock-ups and open sell orders counted). */
  'NOT_ENOUGH_SELLABLE',
  /** Some of the shares were bought today (T+1); params: date (first day they can be sold). */
  'T_PLUS_ONE',
  /** Block-trade shares in their holding period; params: date. */
  'POSITION_LOCKED',
  'LEVERAGE_NOT_OFFERED',
  'ORDER_NOT_OPEN',
  'INDEX_NOT_TRADABLE',
] as const;
export type TradingErrorCode = (typeof TRADING_ERROR_CODES)[number];

/** A price as typed: a decimal with at most two places. */
export const priceInput = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/);
const quantity = z.number().int().min(0).max(100_000_000);
const payPassword = z.string().regex(/^\d{6}$/);

/** The fee schedule in force (operators change it; the ticket always shows it). */
export const feeSchedule = z.object({
  commission_rate_ppm: z.number().int().min(0).max(100_000),
  commission_min: moneyString,
  transfer_fee_rate_ppm: z.number().int().min(0).max(100_000),
  stamp_duty_rate_ppm: z.number().int().min(0).max(100_000),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;

/** Leverage settings: `multipliers` always contains 1; more only where operators enable them. */
export const leverageSettings = z.object({
  multipliers: z.array(z.number().int().min(1).max(10)).min(1),
  /** Interest on the borrowed part, per year, basis points, charged daily (actual/365). */
  annual_rate_bp: z.number().int().min(0).max(10_000),
  /** Equity / market value at which the user is warned, percent. */
  margin_call_pct: z.number().int().min(1).max(100),
  /** Equity / market value at which the position is closed, percent (below margin_call_pct). */
  maintenance_pct: z.number().int().min(1).max(100),
});
export type LeverageSettings = z.infer<typeof leverageSettings>;

/** The fee lines of one order or trade. */
export const feeLines = z.object({
  commission: moneyString,
  transfer_fee: moneyString,
  stamp_duty: moneyString,
  /** commission + transfer_fee + stamp_duty. */
  total: moneyString,
});
export type FeeLines = z.infer<typeof feeLines>;

/** `GET /api/trading/ticket?code=` — what the order ticket needs for one instrument. */
export const ticketQuery = z.object({ code: z.string().trim().min(1).max(16) });
export const ticket = z.object({
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  price: moneyString,
  prev_close: moneyString,
  /** What a market buy / sell would fill at now. */
  ask: moneyString,
  bid: moneyString,
  band_up: moneyString.nullable(),
  band_down: moneyString.nullable(),
  tick: moneyString,
  lot_size: z.number().int(),
  /** Smallest buy (100, or 200 on STAR) and the step above it (100, or 1 on STAR). */
  min_buy: z.number().int(),
  buy_step: z.number().int(),
  halted: z.boolean(),
  market_open: z.boolean(),
  next_open: z.string().nullable(),
  available_cash: moneyString,
  /** Shares of this code that can be sold now (T+1, lock-ups and open sell orders counted). */
  sellable: z.number().int(),
  /** Largest buy the available cash covers at the ask, fees included (1× leverage). */
  max_buy: z.number().int(),
  fees: feeSchedule,
  leverage: z.array(z.number().int()),
  simulated: z.boolean(),
});
export type Ticket = z.infer<typeof ticket>;

/** `POST /api/trading/orders/preview` — the same checks as placing, but nothing is stored. */
export const orderPreviewBody = z.object({
  code: z.string().trim().min(1).max(16),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  quantity,
  price: priceInput.optional(),
  leverage: z.number().int().min(1).max(10).default(1),
  /** Close this position only (sells). Without it a sell takes the oldest sellable shares first. */
  position_id: z.number().int().positive().optional(),
});
export const orderPreview = z.object({
  code: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  quantity: z.number().int(),
  /** The price the value is computed at: the limit price, or the ask / bid now. */
  price: moneyString,
  value: moneyString,
  fees: feeLines,
  /** Buy: value + fees (what is frozen). Sell: value − fees (what would be credited). */
  total: moneyString,
  leverage: z.number().int(),
  /** With leverage: the part paid from cash (value / leverage + fees) and the part borrowed. */
  own_funds: moneyString,
  borrowed: moneyString,
});
export type OrderPreview = z.infer<typeof orderPreview>;

/** `POST /api/trading/orders` (Idempotency-Key honoured). */
export const placeOrderBody = orderPreviewBody.extend({ pay_password: payPassword });

export const order = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  state: z.enum(ORDER_STATES),
  quantity: z.number().int(),
  limit_price: moneyString.nullable(),
  leverage: z.number().int(),
  position_id: z.number().int().nullable(),
  /** Buys: the money frozen while open. */
  frozen: moneyString,
  /** Set once filled. */
  fill_price: moneyString.nullable(),
  value: moneyString.nullable(),
  fees: feeLines.nullable(),
  total: moneyString.nullable(),
  created_at: z.string(),
  filled_at: z.string().nullable(),
  /** When a resting limit order expires: the close of its trading day (15:00 Asia/Shanghai), or the end of the local day in always-open mode; null for market orders. */
  expires_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  simulated: z.boolean(),
});
export type Order = z.infer<typeof order>;

export const orderListQuery = pageQuery.extend({ state: z.enum(['open', 'all']).default('all') });
export const orderList = page(order);
export { idParams } from './ids.ts';

/** A current position, valued at the live price. */
export const position = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  source: z.enum(POSITION_SOURCES),
  quantity: z.number().int(),
  sellable: z.number().int(),
  buy_price: moneyString,
  /** Cost of the shares still held (buy price × quantity). */
  buy_value: moneyString,
  /** Buy fees of the shares still held. */
  buy_fee: moneyString,
  buy_time: z.string(),
  /** First day the shares can be sold (T+1, or the end of a block trade's holding period). */
  sellable_from: z.string(),
  /** True before `sellable_from`: none of the shares can be sold yet. */
  locked: z.boolean(),
  /** Shares set aside for this user's open sell orders (not sellable again until those fill or are cancelled). */
  reserved: z.number().int(),
  leverage: z.number().int(),
  /** Own money in the position (capital) and money borrowed for it. */
  capital: moneyString,
  borrowed: moneyString,
  interest: moneyString,
  price: moneyString,
  market_value: moneyString,
  /** market value − buy value − buy fees − interest. */
  floating_pl: moneyString,
  /** floating_pl / (capital), percent with two decimals. */
  floating_pl_pct: z.string(),
  /** Leveraged only: equity / market value, percent, and whether a margin call is open. */
  margin_pct: z.string().nullable(),
  margin_call: z.boolean(),
  simulated: z.boolean(),
});
export type Position = z.infer<typeof position>;

/**
 * Shares bought and paid for but not tradable yet (a paid new-share allocation before listing
 * day), valued at cost. They count in total assets; on listing day they become a position.
 */
export const pendingListing = z.object({
  application_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  source: z.enum(['ipo']),
  quantity: z.number().int(),
  price: moneyString,
  /** What was paid: quantity × price. */
  cost: moneyString,
  listing_at: z.string(),
});
export type PendingListing = z.infer<typeof pendingListing>;

export const positionList = z.object({
  list: z.array(position),
  market_value: moneyString,
  floating_pl: moneyString,
  /** Paid, not yet listed: shown apart from the positions, at cost. */
  pending: z.array(pendingListing),
  pending_value: moneyString,
});
export type PositionList = z.infer<typeof positionList>;

/** `POST /api/trading/positions/:id/close` (Idempotency-Key) — a sell of this position's shares. */
export const closePositionBody = z.object({
  quantity,
  type: z.enum(ORDER_TYPES).default('market'),
  price: priceInput.optional(),
  pay_password: payPassword,
});

/** A closed position (or the closed part of one): historical positions. */
export const closedPosition = z.object({
  id: z.number().int(),
  position_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  reason: z.enum(CLOSE_REASONS),
  quantity: z.number().int(),
  leverage: z.number().int(),
  buy_price: moneyString,
  buy_value: moneyString,
  buy_fee: moneyString,
  buy_time: z.string(),
  sell_price: moneyString,
  sell_value: moneyString,
  sell_time: z.string(),
  /** Sell commission + transfer fee. */
  transaction_fee: moneyString,
  stamp_duty: moneyString,
  /** Every fee of the sell: transaction_fee + stamp_duty. */
  closing_fee: moneyString,
  interest: moneyString,
  /** sell_value − buy_value − buy_fee − closing_fee − interest, exact to the cent. */
  realised_pl: moneyString,
  realised_pl_pct: z.string(),
});
export type ClosedPosition = z.infer<typeof closedPosition>;
export const closedPositionList = page(closedPosition);

/** One fill: `/transaction`. */
export const trade = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  side: z.enum(ORDER_SIDES),
  source: z.enum([...POSITION_SOURCES, 'liquidation']),
  price: moneyString,
  quantity: z.number().int(),
  value: moneyString,
  fees: feeLines,
  /** The change of cash: −(value + fees) for a buy (own funds only when leveraged), value − fees for a sell. */
  cash_amount: moneyString,
  time: z.string(),
});
export type Trade = z.infer<typeof trade>;
export const tradeListQuery = pageQuery.extend({ range: z.enum(TRADE_RANGES).default('today') });
export const tradeList = page(trade).extend({ from: z.string(), to: z.string() });

/** `GET /api/trading/assets` — the personal centre's trading figures, at live prices. */
export const tradingAssets = z.object({
  market_value: moneyString,
  floating_pl: moneyString,
  /** Sum of realised P&L of every closed position. */
  realised_pl: moneyString,
  /** realised + floating. */
  total_pl: moneyString,
  borrowed: moneyString,
  open_orders: z.number().int(),
  simulated: z.boolean(),
});
export type TradingAssets = z.infer<typeof tradingAssets>;

/** Back office: `GET/PUT /admin/api/trading/fees` and `/admin/api/trading/leverage` (audited). */
export const adminOrderListQuery = pageQuery.extend({
  user_id: idString.optional(),
  state: z.enum([...ORDER_STATES, 'all']).default('all'),
});
export const adminOrder = order.extend({ user_id: z.number().int(), username: z.string() });
export const adminOrderList = page(adminOrder);

/**
 * The personal realtime frame `{ type: 'trading', data }` sent over the WebSocket (after `auth`)
 * when one of the user's orders is placed, filled, cancelled or expires: screens refetch their
 * orders, positions and cash. Fills, cancellations and expiries also leave a message-centre notice.
 */
export const TRADING_PUSH_EVENTS = ['placed', 'filled', 'cancelled', 'expired'] as const;
export const tradingPush = z.object({
  event: z.enum(TRADING_PUSH_EVENTS),
  order_id: z.number().int(),
  code: z.string(),
  side: z.enum(ORDER_SIDES),
  state: z.enum(ORDER_STATES),
});
export type TradingPush = z.infer<typeof tradingPush>;
