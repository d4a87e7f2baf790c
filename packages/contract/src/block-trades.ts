import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { moneyString } from './config.ts';

/**
 * Block trades (`/api/block-trades`, session required; `/admin/api/block-trades`, operator session).
 *
 * Operators list an offer: one instrument, a price, a total quantity, a minimum per purchase, a
 * window in which it can be bought and a holding period. Users buy part of it with the trading
 * password. Rules the server enforces (the client shows them, never decides them):
 *
 * - Price: on the 0.01 tick, below the market price when listed (a discount; the discount is shown
 *   in percent of the market price), and inside the day's price band (limit down … limit up of
 *   the previous close). The band is checked when the offer is listed AND at every purchase: the
 *   band moves every trading day, and once today's band no longer contains the offer's price, the
 *   offer cannot be bought (`in_band: false`; a purchase answers BLOCK_TRADE_PRICE_OUTSIDE_BAND).
 *   The offer's price itself never changes. Indices cannot be offered; a halted instrument cannot
 *   be listed or bought.
 * - Quantities are whole shares. Main board and ChiNext: whole lots of 100. STAR board
 *   (688/689): at least 200, then any whole number. This applies to the total, the minimum and
 *   each purchase. The minimum is not above the total.
 * - A purchase is at least the minimum and at most what remains. When less than the minimum
 *   remains, the offer is sold out. Concurrent purchases queue on the offer's row lock, so the
 *   remaining quantity never goes below zero (never oversold).
 * - The window: starts_at ≤ now < ends_at, and the offer not closed early by an operator.
 *   Operators may close an open offer early (audited); purchases already made stand.
 * - Money: value = price × quantity; fees exactly as for a normal buy (the trading fee schedule:
 *   commission with its minimum + transfer fee; no stamp duty on a buy), each rounded half-up to
 *   the cent; total = value + fees, taken from available cash in the same transaction that
 *   decrements the offer and opens the position. Not enough cash: INSUFFICIENT_FUNDS, nothing
 *   changes.
 * - Lock-up: the shares are sellable from `sellable_from`, the first trading day on or after the
 *   purchase day (Asia/Shanghai) + `holding_days` calendar days; before then a sell answers
 *   POSITION_LOCKED.
 * - A purchase needs a verified identity, the trading password and honours `Idempotency-Key`.
 *
 * Amounts are decimal strings with two places; quantities whole shares; times ISO 8601; dates
 * "yyyy-mm-dd" (Asia/Shanghai).
 */

export const OFFER_STATUSES = ['upcoming', 'open', 'sold_out', 'ended', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Longest holding period an operator may set, in calendar days. */
export const MAX_HOLDING_DAYS = 365;

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const BLOCK_TRADE_ERROR_CODES = [
  /** Spec: "number of shares cannot be 0". */
  'BLOCK_TRADE_QUANTITY_ZERO',
  /** Not a whole number of lots; params: lot. */
  'BLOCK_TRADE_LOT_SIZE',
  /** STAR board under 200 shares; params: min. */
  'BLOCK_TRADE_STAR_MINIMUM',
  /** Listing: the minimum per purchase is above the total. */
  'BLOCK_TRADE_MIN_ABOVE_TOTAL',
  /** Listing: the window ends before it starts or is already over. */
  'BLOCK_TRADE_WINDOW_INVALID',
  /** Listing: an index cannot be offered. */
  'BLOCK_TRADE_NOT_A_STOCK',
  /** Listing: the price is not below the market price; params: price. */
  'BLOCK_TRADE_PRICE_NOT_DISCOUNTED',
  /** Listing and purchase: outside today's band; params: down, up. */
  'BLOCK_TRADE_PRICE_OUTSIDE_BAND',
  /** Purchase before the window opens; params: starts_at. */
  'BLOCK_TRADE_NOT_STARTED',
  /** Purchase after the window ended or after the offer was closed. */
  'BLOCK_TRADE_ENDED',
  /** Less than the minimum remains. */
  'BLOCK_TRADE_SOLD_OUT',
  /** params: min. */
  'BLOCK_TRADE_BELOW_MINIMUM',
  /** params: remaining. */
  'BLOCK_TRADE_ABOVE_REMAINING',
  /** Closing an offer that is already closed or has ended. */
  'BLOCK_TRADE_ALREADY_CLOSED',
] as const;
export type BlockTradeErrorCode = (typeof BLOCK_TRADE_ERROR_CODES)[number];

/** A price as typed: a decimal with at most two places. */
const priceInput = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/);
const shares = z.number().int().min(0).max(1_000_000_000);
const payPassword = z.string().max(32);
const fees = z.object({ commission: moneyString, transfer_fee: moneyString, stamp_duty: moneyString, total: moneyString });

export const offerIdParams = z.object({ id: idString });

/** An offer as users see it, with the live market price. */
export const blockTradeOffer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  price: moneyString,
  /** Live price now, and the offer's discount to it in percent ("8.50"; negative if the market fell below the offer). */
  market_price: moneyString,
  discount_pct: z.string(),
  band_up: moneyString.nullable(),
  band_down: moneyString.nullable(),
  /** The offer's price is inside today's band: it can be bought (window and quantity permitting). */
  in_band: z.boolean(),
  halted: z.boolean(),
  total_quantity: z.number().int(),
  remaining_quantity: z.number().int(),
  min_quantity: z.number().int(),
  /** Shares per step above the minimum: 100, or 1 on the STAR board. */
  step: z.number().int(),
  holding_days: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(OFFER_STATUSES),
  simulated: z.boolean(),
});
export type BlockTradeOffer = z.infer<typeof blockTradeOffer>;
export const blockTradeOfferList = z.object({ list: z.array(blockTradeOffer) });

/** `GET /api/block-trades/offers/:id/preview?quantity=` — what a purchase would cost now, computed by the server. */
export const purchasePreviewQuery = z.object({ quantity: z.coerce.number().int().min(0).max(1_000_000_000) });
export const purchasePreview = z.object({
  offer: blockTradeOffer,
  quantity: z.number().int(),
  price: moneyString,
  value: moneyString,
  fees,
  /** value + fees: what is taken from available cash. */
  total: moneyString,
  available_cash: moneyString,
  enough_cash: z.boolean(),
  /** First day the shares can be sold if bought now. */
  sellable_from: z.string(),
});
export type PurchasePreview = z.infer<typeof purchasePreview>;

/** `POST /api/block-trades/offers/:id/purchase` (Idempotency-Key honoured). */
export const purchaseBody = z.object({ quantity: shares, pay_password: payPassword });

/** One purchase: the block trade records. */
export const blockTradePurchase = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** English name (Chinese in `name`): shown to readers of the other languages. */
  name_en: z.string(),
  quantity: z.number().int(),
  price: moneyString,
  value: moneyString,
  fees,
  total: moneyString,
  holding_days: z.number().int(),
  sellable_from: z.string(),
  /** Still in the holding period today. */
  locked: z.boolean(),
  position_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type BlockTradePurchase = z.infer<typeof blockTradePurchase>;
export const purchaseListQuery = pageQuery;
export const blockTradePurchasePage = page(blockTradePurchase);

/* ---- back office ---- */

/** `GET /admin/api/block-trades/instrument?code=` — what the listing form shows before an offer is made. */
export const adminInstrumentQuery = z.object({ code: z.string().trim().min(1).max(12) });
export const adminInstrumentQuote = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  price: moneyString,
  prev_close: moneyString,
  band_up: moneyString.nullable(),
  band_down: moneyString.nullable(),
  halted: z.boolean(),
  /** 100, or 200 on the STAR board. */
  min_quantity: z.number().int(),
  step: z.number().int(),
});
export type AdminInstrumentQuote = z.infer<typeof adminInstrumentQuote>;

/** `POST /admin/api/block-trades/offers` (Idempotency-Key honoured; audited). */
export const createOfferBody = z.object({
  code: z.string().trim().min(1).max(12),
  price: priceInput,
  total_quantity: shares,
  min_quantity: shares,
  holding_days: z.number().int().min(1).max(MAX_HOLDING_DAYS),
  /** Omitted: now. */
  starts_at: z.iso.datetime({ offset: true }).optional(),
  ends_at: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(500).default(''),
});

/** `POST /admin/api/block-trades/offers/:id/close` (audited): no more purchases; made ones stand. */
export const closeOfferBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const adminOfferQuery = pageQuery.extend({ status: z.enum(['active', 'all']).default('all') });
export const adminBlockTradeOffer = blockTradeOffer.extend({
  sold_quantity: z.number().int(),
  purchases: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  close_reason: z.string().nullable(),
  /** The market price and band the listing was checked against. */
  listed_market_price: moneyString,
  listed_band_down: moneyString,
  listed_band_up: moneyString,
});
export type AdminBlockTradeOffer = z.infer<typeof adminBlockTradeOffer>;
export const adminBlockTradeOfferPage = page(adminBlockTradeOffer);

export const adminPurchaseQuery = pageQuery.extend({ offer_id: idString.optional() });
export const adminBlockTradePurchase = blockTradePurchase.extend({ user_id: z.number().int(), username: z.string() });
export type AdminBlockTradePurchase = z.infer<typeof adminBlockTradePurchase>;
export const adminBlockTradePurchasePage = page(adminBlockTradePurchase);
