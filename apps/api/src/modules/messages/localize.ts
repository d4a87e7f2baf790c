import type { Lang } from '@meridian/contract/languages';
import type { MessageParams } from './templates.ts';

/**
 * A stored message keeps its params as the producer wrote them ("1000000.00", the Chinese stock
 * name); the reader sees them in their own language: amounts and counts grouped the way the
 * language writes numbers, and a stock's English name for the languages other than Chinese.
 */
const AMOUNT_KEYS = new Set(['amount', 'cash', 'fees', 'interest', 'outstanding', 'pl', 'price', 'total', 'value']);
const COUNT_KEYS = new Set(['quantity', 'shares']);
const DECIMAL = /^([+-]?)\d+(\.\d+)?$/;

export type EnglishName = (code: string) => string | undefined;

export function localeTag(lang: Lang): string {
  if (lang === 'zh_cn') return 'zh-CN';
  if (lang === 'zh_tw') return 'zh-TW';
  return lang;
}

type Numeric = `${number}`;

function number(text: string, lang: Lang, fraction: number): string {
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const digits = Math.max(fraction, match[2] ? match[2].length - 1 : 0);
  const format = new Intl.NumberFormat(localeTag(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: match[1] === '+' ? 'exceptZero' : 'auto',
  });
  // A decimal string is formatted exactly by Intl (no float on the way).
  return format.format(text as Numeric);
}

export function localizeParams(params: MessageParams, lang: Lang, english?: EnglishName): MessageParams {
  const out: MessageParams = { ...params };
  for (const [key, value] of Object.entries(params)) {
    if (AMOUNT_KEYS.has(key)) out[key] = number(String(value), lang, 2);
    else if (COUNT_KEYS.has(key)) out[key] = number(String(value), lang, 0);
  }
  const code = params['code'];
  if (english && typeof code === 'string' && 'name' in params && lang !== 'zh_cn' && lang !== 'zh_tw') {
    const name = english(code);
    if (name) out['name'] = name;
  }
  return out;
}
