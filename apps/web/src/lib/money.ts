/**
 * Amounts as the API sends them: decimal strings ("1234.50"). Nothing here turns one into a
 * float; arithmetic, where a screen needs any, is on integer cents (safe up to 15 digits).
 */

/** What a person may type: digits with at most two decimals, no sign (the contract's `amountString`). */
export const AMOUNT_INPUT = /^\d{1,13}(\.\d{1,2})?$/;
const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "-12.3" → -1230; null for anything that is not a decimal string with ≤ 2 places. */
export function toCents(value: string): number | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Integer cents back to a decimal string with two places: 123405 → "1234.05". */
export function fromCents(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** -1, 0 or 1; an unreadable side counts as zero so a screen never throws on odd data. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const diff = (toCents(a) ?? 0) - (toCents(b) ?? 0);
  return diff === 0 ? 0 : diff < 0 ? -1 : 1;
}

export const isZeroAmount = (value: string) => toCents(value) === 0;

/**
 * As shown on a screen: thousands grouped, always two decimals, the sign kept ("-1,234.50").
 * Grouped with commas in every language so one figure reads the same on every screen and in tests.
 */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const cents = toCents(value);
  if (cents === null) return value;
  const [whole = '0', fraction = '00'] = fromCents(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** "+100.00" for money in, "-100.00" for money out: the sign never depends on colour alone. */
export function formatSigned(value: string): string {
  const cents = toCents(value);
  return cents !== null && cents > 0 ? `+${formatMoney(value)}` : formatMoney(value);
}

export type AmountProblem = { key: string; values?: Record<string, string> };

type AmountRules = {
  /** Key for an amount of 0 (the spec words it per form). */
  zeroKey?: string;
  min?: string;
  max?: string;
  /** Text key for an amount over `max`. */
  maxKey?: string;
};

/**
 * Checks a typed amount before it is sent (the server checks again): empty, unreadable, zero,
 * under the minimum, over the maximum. Returns an i18n key and its values, or undefined.
 */
export function amountProblem(input: string, rules: AmountRules = {}): AmountProblem | undefined {
  const text = input.trim();
  if (!text) return { key: 'validation.enterAmount' };
  if (text.startsWith('-')) return { key: 'validation.amountNegative' };
  if (!AMOUNT_INPUT.test(text)) return { key: 'money.amountFormat' };
  const cents = toCents(text) ?? 0;
  if (cents === 0) return { key: rules.zeroKey ?? 'money.amountZero' };
  if (rules.min !== undefined && cents < (toCents(rules.min) ?? 0)) return { key: 'money.belowMin', values: { min: formatMoney(rules.min) } };
  if (rules.max !== undefined && cents > (toCents(rules.max) ?? 0)) return { key: rules.maxKey ?? 'money.overMax', values: { max: formatMoney(rules.max) } };
  return undefined;
}
