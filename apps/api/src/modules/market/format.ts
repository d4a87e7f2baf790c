/** Integer amounts to the API's decimal strings: money never travels as a float (docs/design.md, Money). */

/** 152400 → "1524.00"; −5 → "-0.05". */
export function centsToString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** numerator / denominator, rounded half away from zero; both integers, denominator > 0. */
export function divRound(numerator: number, denominator: number): number {
  const q = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -q : q;
}

/** Change as a percentage with two decimals: (1160 − 1000) / 1000 → "16.00". */
export function percentString(change: number, base: number): string {
  return base > 0 ? centsToString(divRound(change * 10_000, base)) : '0.00';
}
