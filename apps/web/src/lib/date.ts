import type { Lang } from '@meridian/contract/languages';
import { localeTag } from './lang.ts';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// Spec §9: weekdays in Chinese characters for the Chinese languages (Sunday first, like getDay()).
const CHINESE_WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/**
 * Accepts a Date, an ISO string or a timestamp. A number below 1e11 is taken as seconds: the
 * server side of such apps often sends Unix seconds, and 1e11 ms is only March 1973.
 */
export function toDate(input: Date | string | number): Date | undefined {
  const date =
    input instanceof Date ? input : typeof input === 'number' ? new Date(input < 1e11 ? input * 1000 : input) : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Formats with the tokens YYYY, MM, DD, HH, mm, ss (local time). Default `YYYY-MM-DD HH:mm:ss`.
 * Returns '' for a missing or unreadable date so a screen never shows "Invalid Date".
 */
export function formatDate(
  input: Date | string | number | null | undefined,
  format: string = DEFAULT_DATE_FORMAT,
): string {
  if (input === null || input === undefined || input === '') return '';
  const date = toDate(input);
  if (!date) return '';
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** The weekday's name: 星期一…星期日 in Chinese, the language's own name otherwise. */
export function weekdayName(input: Date | string | number, lang: Lang): string {
  const date = toDate(input);
  if (!date) return '';
  if (lang === 'zh_cn' || lang === 'zh_tw') return CHINESE_WEEKDAYS[date.getDay()] ?? '';
  return new Intl.DateTimeFormat(localeTag(lang), { weekday: 'long' }).format(date);
}
