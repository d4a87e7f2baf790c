import type { OrderSide } from '@meridian/contract/trading';
import { AppError } from '../../platform/errors.ts';
import { dayEnd, dayStart, localMinute } from '../market/calendar.ts';
import { MARKET } from '../market/rules.ts';
import type { Sessions } from '../market/sessions.ts';
import type { QuoteView } from '../market/quote-view.ts';

/**
 * The market's order rules (docs/design.md, Market and orders, the contract's header), as pure functions of the
 * instrument's live book, the sessions and the clock. Every refusal is an AppError with the
 * contract's code, so the preview and the real order refuse alike.
 */

/** STAR board (688/689): at least 200 shares, then steps of 1. */
export const isStar = (code: string) => /^(688|689)/.test(code);

export function buyLot(code: string): { min: number; step: number } {
  return isStar(code) ? { min: 200, step: 1 } : { min: MARKET.lotSize, step: MARKET.lotSize };
}

export function checkQuantityGiven(quantity: number): void {
  if (quantity <= 0) throw new AppError('QUANTITY_ZERO');
}

/** The instrument, if it can be traded at all now: known, a stock, not halted. */
export function tradableBook(book: QuoteView | undefined): QuoteView {
  if (!book) throw new AppError('NOT_FOUND');
  if (book.inst.kind !== 'stock') throw new AppError('INDEX_NOT_TRADABLE');
  if (book.inst.halted) throw new AppError('INSTRUMENT_HALTED');
  return book;
}

export function checkSessionOpen(sessions: Sessions, now: Date): void {
  if (sessions.isOpen(now)) return;
  const next = sessions.nextOpen(now);
  throw new AppError('MARKET_CLOSED', { next_open: next ? localMinute(next) : '—' });
}

export function checkBuyQuantity(code: string, quantity: number): void {
  checkQuantityGiven(quantity);
  const { min, step } = buyLot(code);
  if (isStar(code) && quantity < min) throw new AppError('STAR_MINIMUM', { min });
  if ((quantity - min) % step !== 0 || quantity < min) throw new AppError('LOT_SIZE', { lot: step });
}

/**
 * Sells are whole lots, except that the odd remainder of a holding (under 100 shares) may be
 * sold, in one go: on the main boards the odd part of the quantity must be the holding's whole
 * odd part; on STAR a sell under 200 shares must clear the holding. `holding` is what the sell
 * draws from (one position, or every position of the code).
 */
export function checkSellQuantity(code: string, quantity: number, holding: number): void {
  checkQuantityGiven(quantity);
  if (isStar(code)) {
    if (quantity < 200 && quantity !== holding) throw new AppError('STAR_MINIMUM', { min: 200 });
    return;
  }
  const lot = MARKET.lotSize;
  if (quantity % lot !== 0 && quantity % lot !== holding % lot) throw new AppError('LOT_SIZE', { lot });
}

/** A typed limit price ("12.34") in cents, on the instrument's tick and inside today's band. */
export function limitPriceCents(book: QuoteView, input: string | undefined): number {
  if (input === undefined || input.trim() === '') throw new AppError('PRICE_REQUIRED');
  const [whole = '0', frac = ''] = input.trim().split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new AppError('PRICE_OUTSIDE_BAND', bandParams(book));
  if (cents % book.inst.tickCents !== 0) throw new AppError('PRICE_OFF_TICK', { tick: centsText(book.inst.tickCents) });
  const band = book.band;
  if (cents <= 0 || (band && (cents > band.up || cents < band.down))) throw new AppError('PRICE_OUTSIDE_BAND', bandParams(book));
  return cents;
}

const centsText = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
function bandParams(book: QuoteView) {
  return book.band ? { down: centsText(book.band.down), up: centsText(book.band.up) } : { down: '0.01', up: '—' };
}

/**
 * The paper broker's market price: the last price plus one tick for a buy (the ask), minus one
 * tick for a sell (the bid), never outside today's band.
 */
export function marketPriceCents(book: QuoteView, side: OrderSide): number {
  const tick = book.inst.tickCents;
  const raw = book.quote.price + (side === 'buy' ? tick : -tick);
  const band = book.band;
  const floor = Math.max(tick, band?.down ?? tick);
  return Math.max(floor, band ? Math.min(band.up, raw) : raw);
}

/** Whether a traded price reaches a resting limit order: at or below a buy's limit, at or above a sell's. */
export const reaches = (side: OrderSide, limit: number, price: number) => (side === 'buy' ? price <= limit : price >= limit);

/**
 * When a limit order placed now expires: at the close of the trading day it was placed in
 * (15:00 Asia/Shanghai), or at the end of the local day when the market is always open.
 */
export function expiryOf(sessions: Sessions, now: Date): Date {
  const day = sessions.day(now);
  if (sessions.alwaysOpen) return new Date(dayEnd(day));
  const lastClose = MARKET.sessions[MARKET.sessions.length - 1]![1];
  return new Date(dayStart(day) + lastClose * 60_000);
}
