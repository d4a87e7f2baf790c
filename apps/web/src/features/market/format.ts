import type { Lang } from '@meridian/contract/languages';
import { localeTag } from '../../lib/lang.ts';
import { formatDecimal, formatPercent } from '../../lib/money.ts';

/**
 * How prices and their changes are shown. Prices arrive as decimal strings ("1524.54") and are
 * shown as they come; nothing here turns a price into a float.
 *
 * Colours: `tone-up` / `tone-down` take the up/down colours in force (lib/price-colours.ts: red-up
 * for Chinese, green-up elsewhere, or the user's choice).
 */
export type Tone = 'up' | 'down' | 'flat';

const NON_ZERO = /[1-9]/;

/** The direction of a signed decimal string: "-0.00" and "0.00" are flat. */
export function changeTone(change: string | null | undefined): Tone {
  if (!change || !NON_ZERO.test(change)) return 'flat';
  return change.trim().startsWith('-') ? 'down' : 'up';
}

/** CSS class of a tone (app.css paints it with --price-up / --price-down). */
export function toneClass(change: string | null | undefined): string {
  return `tone-${changeTone(change)}`;
}

/** "+0.54", "-0.54", "0.00" (in the language's digits): a rise gets its plus sign, so the sign never depends on colour alone. */
export function signed(value: string | null | undefined, lang?: Lang): string {
  if (!value) return '–';
  return formatDecimal(value, { plus: true, ...(lang ? { lang } : {}) });
}

/** A percentage string from the API ("-3.25") as shown: "-3.25%", "-3,25 %" in German. */
export function percent(value: string | null | undefined, lang?: Lang): string {
  return value ? formatPercent(value, { plus: true, ...(lang ? { lang } : {}) }) : '–';
}

/** A price (or a missing one) as shown: its own decimals, grouped per language, or a dash. */
export function price(value: string | null | undefined, lang?: Lang): string {
  return value ? formatDecimal(value, lang ? { lang } : {}) : '–';
}

type Numeric = `${number}`;
const isNumeric = (value: string): value is Numeric => /^-?\d+(\.\d+)?$/.test(value);

const compactFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * Large counts and amounts shortened the way the language writes them: 1.92万亿, 12.35M, 914.543.
 * A decimal string is handed to Intl as a string, which formats it exactly (no float on the way).
 */
export function compact(value: number | string | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '–';
  const input = typeof value === 'string' ? value.trim() : value;
  if (typeof input === 'string' && !isNumeric(input)) return '–';
  let format = compactFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(localeTag(lang), { notation: 'compact', maximumFractionDigits: 2 });
    compactFormats.set(lang, format);
  }
  return format.format(input);
}

const parseDecimal = (v: string) => /^(-?)(\d+)(?:\.(\d+))?$/.exec(v.trim());
const scaledTo = (m: RegExpExecArray, digits: number) => BigInt(`${m[1]}${m[2]}${(m[3] ?? '').padEnd(digits, '0')}`);

/**
 * Compares two decimal strings exactly (−1, 0, 1), by scaling both to the same number of
 * fraction digits and comparing as big integers. Used to tell a rise from a fall between ticks.
 */
export function compareDecimal(a: string, b: string): number {
  const pa = parseDecimal(a);
  const pb = parseDecimal(b);
  if (!pa || !pb) return 0;
  const digits = Math.max(pa[3]?.length ?? 0, pb[3]?.length ?? 0);
  const x = scaledTo(pa, digits);
  const y = scaledTo(pb, digits);
  return x === y ? 0 : x > y ? 1 : -1;
}

/**
 * Decimal strings as big integers on one common scale (the most fraction digits among them), to
 * sort a list exactly with each value read once rather than twice per comparison. A value that is
 * not a decimal reads as 0.
 */
export function scaledDecimals(values: readonly string[]): bigint[] {
  const parsed = values.map(parseDecimal);
  const digits = Math.max(0, ...parsed.map((m) => m?.[3]?.length ?? 0));
  return parsed.map((m) => (m ? scaledTo(m, digits) : 0n));
}

