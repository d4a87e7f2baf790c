import type { Lang } from '@meridian/contract/languages';
import { currentLang } from './i18n.ts';
import { localeTag } from './lang.ts';

/**
 * Amounts as the API sends them: decimal strings ("1234.50"). Nothing here turns one into a
 * float; arithmetic, where a screen needs any, is on integer cents (safe up to 15 digits).
 */

/**
 * A decimal field's comma becomes a point as it is typed: the decimal key of a German, French or
 * Russian phone keypad types a comma, and every amount and price goes to the server with a point.
 */
export const decimalPoint = (text: string) => text.replace(/,/g, '.');

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

type Numeric = `${number}`;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, digits: number, sign: 'auto' | 'exceptZero'): Intl.NumberFormat {
  const key = `${lang}|${digits}|${sign}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: sign });
    formats.set(key, format);
  }
  return format;
}

/**
 * A decimal string as the language writes numbers ("1.234,5" in German, "1,234.5" in English),
 * keeping its own number of decimals (at least `minDigits`). Intl formats the string exactly: no
 * float on the way. Anything that is not a decimal string comes back as it was.
 */
export function formatDecimal(value: string, options: { lang?: Lang; minDigits?: number; plus?: boolean } = {}): string {
  const text = value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return value;
  const digits = Math.max(options.minDigits ?? 0, match[3]?.length ?? 0);
  const zero = !/[1-9]/.test(text);
  const format = numberFormat(options.lang ?? currentLang(), digits, options.plus ? 'exceptZero' : 'auto');
  return format.format((zero ? text.replace(/^[+-]/, '') : text) as Numeric);
}

/** A percentage sent as a decimal string ("-3.25" meaning -3.25 %), as the language writes it: "+3,25 %" in German. */
export function formatPercent(value: string, options: { lang?: Lang; plus?: boolean } = {}): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const digits = match[3]?.length ?? 0;
  const zero = !/[1-9]/.test(value);
  const lang = options.lang ?? currentLang();
  const key = `%|${lang}|${digits}|${options.plus ? 1 : 0}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(lang), {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: options.plus ? 'exceptZero' : 'auto',
    });
    formats.set(key, format);
  }
  const text = zero ? value.trim().replace(/^[+-]/, '') : value.trim();
  return format.format(`${text}E-2` as Numeric);
}

/** A whole count (shares, lots) grouped the way the language writes it. */
export function formatCount(value: number | null | undefined, lang: Lang = currentLang()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return numberFormat(lang, 0, 'auto').format(value);
}

/** As shown on a screen: grouped per the interface language, always two decimals, the sign kept. */
export function formatMoney(value: string | null | undefined, lang?: Lang): string {
  if (value === null || value === undefined || value === '') return '–';
  const cents = toCents(value);
  if (cents === null) return value;
  return formatDecimal(fromCents(cents), { minDigits: 2, ...(lang ? { lang } : {}) });
}

/** "+100.00" for money in, "-100.00" for money out: the sign never depends on colour alone. */
export function formatSigned(value: string, lang?: Lang): string {
  const cents = toCents(value);
  if (cents === null) return formatMoney(value, lang);
  return formatDecimal(fromCents(cents), { minDigits: 2, plus: true, ...(lang ? { lang } : {}) });
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
