import { Decimal } from 'decimal.js';

/**
 * Money is an integer count of the currency's minor unit (cents, fen), held in a bigint and
 * never in a binary float. Over the API it travels as a decimal string with two places.
 */
declare const brand: unique symbol;
export type Money = bigint & { readonly [brand]: 'Money' };

/** PostgreSQL bigint's range: anything beyond cannot be stored and is refused here first. */
const MAX = 9_223_372_036_854_775_807n;

export function money(minor: bigint | number): Money {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  const value = BigInt(minor);
  if (value > MAX || value < -MAX) throw new RangeError('amount out of range');
  return value as Money;
}

/** "1234.5" or "1234.50" → 123450n. Refuses more than two decimals, signs in odd places, exponents. */
export function parseMoney(text: string): Money {
  const m = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not an amount: ${text}`);
  const [, sign, whole, frac = ''] = m;
  const minor = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  return money(sign ? -minor : minor);
}

export function formatMoney(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const ZERO = money(0);
export const add = (a: Money, b: Money): Money => money(a + b);
export const sub = (a: Money, b: Money): Money => money(a - b);
export const neg = (a: Money): Money => money(-a);

/**
 * THE rounding of computed money (interest, fees, yields): `numerator / denominator` minor units,
 * rounded ONCE, half-up (a tie goes away from zero), to a whole minor unit (the cent).
 * Both parts are exact (integers, bigints or finite decimal strings such as "0.0235"); the
 * division is never approximated first: both are scaled to integers and the rounding is done
 * on the exact quotient with bigint arithmetic, so there is no double rounding. Every amount
 * the server computes rather than receives goes through here.
 */
export function roundCents(numerator: bigint | Decimal.Value, denominator: bigint | Decimal.Value = 1n): Money {
  // Two bigints (fees, interest: every order's hot path) are whole already and need no decimals.
  if (typeof numerator === 'bigint' && typeof denominator === 'bigint') {
    if (denominator === 0n) throw new RangeError('roundCents needs finite parts and a non-zero denominator');
    return halfUp(numerator, denominator);
  }
  const n = new Decimal(typeof numerator === 'bigint' ? numerator.toString() : numerator);
  const d = new Decimal(typeof denominator === 'bigint' ? denominator.toString() : denominator);
  if (!n.isFinite() || !d.isFinite() || d.isZero()) throw new RangeError('roundCents needs finite parts and a non-zero denominator');
  const places = Math.max(n.decimalPlaces(), d.decimalPlaces());
  const whole = (x: Decimal) => BigInt(x.toFixed(places).replace('.', ''));
  return halfUp(whole(n), whole(d));
}

/** `num / den` rounded half-up (a tie away from zero), both whole. */
function halfUp(num: bigint, den: bigint): Money {
  if (den < 0n) [num, den] = [-num, -den];
  const abs = num < 0n ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return money(num < 0n ? -q : q);
}
