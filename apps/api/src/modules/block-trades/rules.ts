import type { OfferStatus } from '@meridian/contract/block-trades';
import { AppError } from '../../platform/errors.ts';
import { centsToString, divRound } from '../market/format.ts';
import { addDays, localDay } from '../market/calendar.ts';
import { MARKET } from '../market/rules.ts';

/** The pure rules of block trades (the contract's header states them for people). */

const isStar = (code: string) => /^(688|689)/.test(code);

/** Smallest quantity and the step above it: 100/100, or 200/1 on the STAR board. */
export function quantityRule(code: string): { min: number; step: number } {
  return isStar(code) ? { min: 200, step: 1 } : { min: MARKET.lotSize, step: MARKET.lotSize };
}

/** A total, a minimum or a purchase: not zero, whole lots (STAR: at least 200). */
export function checkShares(code: string, quantity: number): void {
  if (quantity === 0) throw new AppError('BLOCK_TRADE_QUANTITY_ZERO');
  const rule = quantityRule(code);
  if (isStar(code)) {
    if (quantity < rule.min) throw new AppError('BLOCK_TRADE_STAR_MINIMUM', { min: rule.min });
  } else if (quantity % rule.step !== 0) {
    throw new AppError('BLOCK_TRADE_LOT_SIZE', { lot: rule.step });
  }
}

export type Band = { up: number; down: number };

/** The offer's price must lie inside today's band (both limits included). */
export function checkInBand(price: bigint, band: Band | null): Band {
  if (!band) throw new AppError('BLOCK_TRADE_NOT_A_STOCK');
  if (price < BigInt(band.down) || price > BigInt(band.up)) {
    throw new AppError('BLOCK_TRADE_PRICE_OUTSIDE_BAND', { down: centsToString(band.down), up: centsToString(band.up) });
  }
  return band;
}

export const inBand = (price: bigint, band: Band | null) => band !== null && price >= BigInt(band.down) && price <= BigInt(band.up);

/** Discount to the market price in percent, two decimals: (market − price) / market. */
export function discountPct(price: bigint, market: number): string {
  if (market <= 0) return '0.00';
  return centsToString(divRound((market - Number(price)) * 10_000, market));
}

type OfferFacts = { state: 'open' | 'closed'; startsAt: Date; endsAt: Date; remainingQuantity: number; minQuantity: number };

export function offerStatus(o: OfferFacts, now: Date): OfferStatus {
  if (o.state === 'closed') return 'closed';
  if (now >= o.endsAt) return 'ended';
  if (now < o.startsAt) return 'upcoming';
  return o.remainingQuantity < o.minQuantity ? 'sold_out' : 'open';
}

/** Throws unless the offer can be bought now (window, state, quantity left). */
export function checkBuyable(o: OfferFacts, now: Date): void {
  const status = offerStatus(o, now);
  if (status === 'closed' || status === 'ended') throw new AppError('BLOCK_TRADE_ENDED');
  if (status === 'upcoming') throw new AppError('BLOCK_TRADE_NOT_STARTED', { starts_at: o.startsAt.toISOString() });
  if (status === 'sold_out') throw new AppError('BLOCK_TRADE_SOLD_OUT');
}

/** A purchase's quantity against the offer: lots, at least the minimum, at most what remains. */
export function checkPurchaseQuantity(o: OfferFacts & { code: string }, quantity: number): void {
  checkShares(o.code, quantity);
  if (quantity < o.minQuantity) throw new AppError('BLOCK_TRADE_BELOW_MINIMUM', { min: o.minQuantity });
  if (quantity > o.remainingQuantity) throw new AppError('BLOCK_TRADE_ABOVE_REMAINING', { remaining: o.remainingQuantity });
}

/**
 * First day the shares may be sold: purchase day (Asia/Shanghai) + holding days, moved on to a
 * trading day when it falls on a weekend or holiday.
 */
export function sellableFrom(now: Date, holdingDays: number, tradingDayOnOrAfter: (day: string) => string): string {
  return tradingDayOnOrAfter(addDays(localDay(now), holdingDays));
}
