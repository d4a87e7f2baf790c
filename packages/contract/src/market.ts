import { z } from 'zod';
import { page, pageQuery } from './admin.ts';
import { MAX_SEARCH_LENGTH } from './market-rules.ts';

/**
 * Market data: `/api/market/*` (public), the WebSocket `tick` frame, and the operators'
 * instrument list under `/admin/api/instruments`.
 *
 * Prices and money amounts travel as decimal strings with two decimals ("1524.00"); an
 * index level uses the same form ("3312.45" points). Volumes are whole shares (numbers).
 * Percentages are decimal strings with two decimals ("-3.25" means −3.25 %).
 */
export * from './market-rules.ts';
export const decimal2 = z.string().regex(/^-?\d+\.\d{2}$/);

export const EXCHANGES = ['SH', 'SZ'] as const;
export const BOARDS = ['main', 'chinext', 'star', 'index'] as const;
export const INSTRUMENT_KINDS = ['stock', 'index'] as const;
export const CANDLE_PERIODS = ['1m', '1d', '1w', '1M'] as const;
export const QUOTE_SORTS = ['gainers', 'losers', 'volume', 'turnover'] as const;
/**
 * The four indices, in the order screens show them: SSE Composite, SZSE Component, ChiNext,
 * CSI 300. Index codes carry their exchange as a prefix because the bare numbers collide with
 * stock codes (000001 is also Ping An Bank); stock codes are bare six digits.
 */
export const INDEX_CODES = ['sh000001', 'sz399001', 'sz399006', 'sh000300'] as const;
export const MAX_SEARCH_RESULTS = 20;
export const MAX_CANDLES = 1000;

export type Exchange = (typeof EXCHANGES)[number];
export type Board = (typeof BOARDS)[number];
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];
export type CandlePeriod = (typeof CANDLE_PERIODS)[number];
export type QuoteSort = (typeof QUOTE_SORTS)[number];

/**
 * This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). Every route that
 * names an instrument may answer them (trading, favourites, alerts, block trades, the socket).
 */
export const MARKET_ERROR_CODES = ['UNKNOWN_CODE', 'TOO_MANY_SUBSCRIPTIONS', 'INSTRUMENT_HALTED'] as const;
export type MarketErrorCode = (typeof MARKET_ERROR_CODES)[number];

/**
 * The WebSocket `tick` frame's `data` (and the core of every quote). Sent for each trade of a
 * subscribed code, and once more with `halted: true` when operators halt the instrument.
 */
export const tick = z.object({
  code: z.string(),
  price: decimal2,
  change: decimal2,
  change_pct: decimal2,
  open: decimal2,
  high: decimal2,
  low: decimal2,
  prev_close: decimal2,
  /** Shares traded today. */
  volume: z.number().int(),
  /** Money traded today. */
  turnover: decimal2,
  /** ISO time of the last trade (or of the last close before today's first trade). */
  time: z.string(),
  halted: z.boolean(),
});
export type Tick = z.infer<typeof tick>;

/** A row of the quotes list and of `/indices`. Before today's first trade, open/high/low equal the price. */
export const quoteSummary = tick.extend({
  name: z.string(),
  name_en: z.string(),
  exchange: z.enum(EXCHANGES),
  board: z.enum(BOARDS),
  kind: z.enum(INSTRUMENT_KINDS),
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const sessionState = z.object({
  state: z.enum(['open', 'closed']),
  /** Start of the next session when closed; null while open. */
  next_open: z.string().nullable(),
  /** End of the current session while open; null when closed or always open. */
  closes_at: z.string().nullable(),
  /** The demo setting that keeps the market open around the clock. */
  always_open: z.boolean(),
  timezone: z.literal('Asia/Shanghai'),
});
export type SessionState = z.infer<typeof sessionState>;

/** `GET /api/market/quote/:code`. */
export const quoteDetail = quoteSummary.extend({
  industry: z.string(),
  sector: z.string(),
  /** Price / earnings per share; null when loss-making or for an index. */
  pe: decimal2.nullable(),
  /** Median P/E of the profitable stocks of the same industry at current prices. */
  industry_pe: decimal2.nullable(),
  /** Daily price band from the previous close; null for an index (no band). */
  limit_up: decimal2.nullable(),
  limit_down: decimal2.nullable(),
  band_pct: z.number().int().nullable(),
  shares_outstanding: z.number().int(),
  market_cap: decimal2.nullable(),
  lot_size: z.number().int(),
  tick_size: decimal2,
  halt_reason: z.string().nullable(),
  halted_at: z.string().nullable(),
  session: sessionState,
  /** True while prices come from the simulator (docs/integrity.md): every price screen says so. */
  simulated: z.boolean(),
});
export type QuoteDetail = z.infer<typeof quoteDetail>;

export const candle = z.object({
  /** Start of the bucket (minute; day, Monday or 1st of month at 00:00 Asia/Shanghai), ISO. */
  start_at: z.string(),
  open: decimal2,
  high: decimal2,
  low: decimal2,
  close: decimal2,
  volume: z.number().int(),
  turnover: decimal2,
});
export type Candle = z.infer<typeof candle>;
export const candleSeries = z.object({
  code: z.string(),
  period: z.enum(CANDLE_PERIODS),
  /** Ascending by time; the last one is the live, still-forming candle. */
  list: z.array(candle),
  simulated: z.boolean(),
});
export type CandleSeries = z.infer<typeof candleSeries>;

export const searchItem = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  exchange: z.enum(EXCHANGES),
  board: z.enum(BOARDS),
  kind: z.enum(INSTRUMENT_KINDS),
  pinyin_initials: z.string(),
  price: decimal2,
  change_pct: decimal2,
  halted: z.boolean(),
});
export type SearchItem = z.infer<typeof searchItem>;

/** Route parameter: any short string; a code that does not exist answers 404 NOT_FOUND. */
export const codeParams = z.object({ code: z.string().min(1).max(12) });
export const quotesQuery = z.object({
  sort: z.enum(QUOTE_SORTS).default('gainers'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const candlesQuery = z.object({
  period: z.enum(CANDLE_PERIODS).default('1d'),
  limit: z.coerce.number().int().min(1).max(MAX_CANDLES).default(300),
});
export const searchQuery = z.object({ q: z.string().max(MAX_SEARCH_LENGTH).default('') });

export const quotePage = page(quoteSummary);
export type QuotePage = z.infer<typeof quotePage>;

/** Back office: `/admin/api/instruments`. Halts apply to everyone, never per user. */
export const adminInstrument = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  exchange: z.enum(EXCHANGES),
  board: z.enum(BOARDS),
  kind: z.enum(INSTRUMENT_KINDS),
  industry: z.string(),
  price: decimal2,
  change_pct: decimal2,
  halted: z.boolean(),
  halted_at: z.string().nullable(),
  halt_reason: z.string().nullable(),
});
export type AdminInstrument = z.infer<typeof adminInstrument>;
export const adminInstrumentsQuery = pageQuery.extend({ search: z.string().max(MAX_SEARCH_LENGTH).default('') });
export const adminInstrumentPage = page(adminInstrument);
export const haltBody = z.object({ reason: z.string().trim().min(1).max(200) });

/**
 * `GET /api/market/quote/:code/depth`: five price levels each side. While the simulator runs
 * there is no real order book: the levels are simulated (labelled so), one tick apart from the
 * last price, never outside the day's price band, with volumes in whole lots.
 */
export const depthLevel = z.object({ price: decimal2, volume: z.number().int() });
export const depthView = z.object({
  code: z.string(),
  /** Best (highest) first. */
  bids: z.array(depthLevel),
  /** Best (lowest) first. */
  asks: z.array(depthLevel),
  time: z.string(),
  simulated: z.boolean(),
});
export type DepthView = z.infer<typeof depthView>;

/** `GET /api/market/quote/:code/trades`: the latest trades, newest first (the tape). */
export const tapeTrade = z.object({
  time: z.string(),
  price: decimal2,
  /** Shares in this trade. */
  volume: z.number().int(),
  /** Against the trade before: up, down or unchanged. */
  side: z.enum(['up', 'down', 'flat']),
});
export const tapeView = z.object({ code: z.string(), list: z.array(tapeTrade), simulated: z.boolean() });
export type TapeView = z.infer<typeof tapeView>;
