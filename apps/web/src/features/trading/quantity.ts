import type { OrderSide } from '@meridian/contract/trading';

/**
 * How a quantity is typed on the ticket. Buys of ordinary codes are typed in lots (100 shares);
 * STAR-board buys (at least 200 shares, then steps of 1) and every sell (a sell may clear an odd
 * remainder) are typed in shares. The server checks the same rules again and has the last word.
 */
export type QuantityUnit = 'lots' | 'shares';

/** The ticket's lot rules (`GET /api/trading/ticket`). */
export type LotRules = { lot_size: number; min_buy: number; buy_step: number };

export type QuantityProblem = { key: string; values?: Record<string, string | number> };

/** Contract `quantity`: whole shares up to 100 million. */
export const MAX_SHARES = 100_000_000;
const DIGITS = /^\d{1,9}$/;

/** Lots when every buy is a whole number of lots; shares otherwise (STAR), and always for sells. */
export function quantityUnit(rules: LotRules, side: OrderSide): QuantityUnit {
  if (side === 'sell' || rules.lot_size <= 1) return 'shares';
  return rules.buy_step % rules.lot_size === 0 && rules.min_buy % rules.lot_size === 0 ? 'lots' : 'shares';
}

/** Typed text as shares: null when empty or not a whole number. */
export function toShares(input: string, unit: QuantityUnit, lotSize: number): number | null {
  const text = input.trim();
  if (!DIGITS.test(text)) return null;
  const count = Number(text);
  return unit === 'lots' ? count * lotSize : count;
}

/** Shares back to what the field shows: whole lots (rounded down) or shares. */
export function fromShares(shares: number, unit: QuantityUnit, lotSize: number): string {
  const whole = Math.max(0, Math.floor(shares));
  return String(unit === 'lots' ? Math.floor(whole / lotSize) : whole);
}

/** The largest quantity the buy rules allow at or under `shares` (0 when even the minimum is too much). */
export function largestValidBuy(shares: number, rules: LotRules): number {
  if (shares < rules.min_buy) return 0;
  const steps = Math.floor((shares - rules.min_buy) / rules.buy_step);
  return rules.min_buy + steps * rules.buy_step;
}

type Check = { side: OrderSide; unit: QuantityUnit; rules: LotRules; sellable?: number };

/**
 * The first rule a typed quantity breaks, as a text key, or undefined. Zero or empty gives the
 * spec's "number of lots cannot be 0" (or shares, by unit).
 */
export function quantityProblem(input: string, { side, unit, rules, sellable }: Check): QuantityProblem | undefined {
  const text = input.trim();
  const zeroKey = unit === 'lots' ? 'validation.lotsZero' : 'validation.sharesZero';
  if (text === '') return { key: zeroKey };
  const shares = toShares(text, unit, rules.lot_size);
  if (shares === null) return { key: 'trading.quantityWhole' };
  if (shares === 0) return { key: zeroKey };
  if (shares > MAX_SHARES) return { key: 'trading.quantityTooLarge' };
  if (side === 'buy') {
    if (shares < rules.min_buy) return { key: 'trading.starMinimum', values: { min: rules.min_buy } };
    if ((shares - rules.min_buy) % rules.buy_step !== 0) return { key: 'trading.lotSize', values: { step: rules.buy_step } };
    return undefined;
  }
  if (sellable !== undefined && shares > sellable) return { key: 'trading.notEnoughSellable', values: { sellable } };
  return undefined;
}
