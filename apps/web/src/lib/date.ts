import type { Lang } from '@meridian/contract/languages';
import { currentLang, i18n } from './i18n.ts';
import { localeTag } from './lang.ts';

/**
 * The app's one clock. Two kinds of time, never mixed:
 * - market time (sessions, subscription windows, draws, deadlines, candles, T+1 dates) is the
 *   exchange's own clock, Asia/Shanghai, and always carries its label ("15:00 CST", "北京时间 15:00");
 * - personal events (orders, fills, messages, postings) are shown in the user's own time zone,
 *   always with their date.
 * Both go through `Intl` in the interface language.
 */
export const EXCHANGE_TIME_ZONE = 'Asia/Shanghai';

export type TimeStyle = 'time' | 'date' | 'dayTime' | 'dateTime' | 'full';

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dayTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  full: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

// Spec §9: weekdays in Chinese characters for the Chinese languages (Sunday first, like getDay()).
const CHINESE_WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

type TimeInput = Date | string | number | null | undefined;

/**
 * Accepts a Date, an ISO string or a timestamp. A number below 1e11 is taken as seconds: the
 * server side of such apps often sends Unix seconds, and 1e11 ms is only March 1973.
 */
export function toDate(input: Date | string | number): Date | undefined {
  const date =
    input instanceof Date ? input : typeof input === 'number' ? new Date(input < 1e11 ? input * 1000 : input) : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function read(input: TimeInput): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  return toDate(input);
}

/**
 * Formatters made once per language, style and zone: making an Intl.DateTimeFormat costs far
 * more than using one, and a list formats a time per row (the news list alone was 4 % of the
 * home screen's first-load CPU).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, style: TimeStyle | 'weekday' | 'month', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    const options = style === 'weekday' ? { weekday: 'long' as const } : style === 'month' ? { year: 'numeric' as const, month: 'long' as const } : STYLES[style];
    made = new Intl.DateTimeFormat(localeTag(lang), { ...options, ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, made);
  }
  return made;
}

function format(date: Date, style: TimeStyle, lang: Lang, timeZone?: string): string {
  return formatter(lang, style, timeZone).format(date);
}

/**
 * A market time on the exchange's clock, labelled as such: "15:00 CST", "24.11.2026, 09:30 (Pekinger Zeit)".
 * '' for a missing or unreadable time, so a screen never shows "Invalid Date".
 */
export function formatMarketTime(input: TimeInput, style: Exclude<TimeStyle, 'full'> = 'dateTime', lang: Lang = currentLang()): string {
  const date = read(input);
  if (!date) return '';
  const text = format(date, style, lang, EXCHANGE_TIME_ZONE);
  if (style === 'date') return text;
  return i18n.t('clock.exchange', { time: text, lng: lang });
}

/** An exchange calendar day sent as "yyyy-mm-dd" (already a Shanghai date), in the user's language. */
export function formatMarketDay(day: string, lang: Lang = currentLang()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const text = format(date, 'date', lang, 'UTC');
  return `${text} ${weekdayName(date, lang, 'UTC')}`;
}

/** An exchange calendar month sent as "yyyy-mm", as the language names it: "December 2026", "Dezember 2026", "2026年12月". */
export function formatMarketMonth(month: string, lang: Lang = currentLang()): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return formatter(lang, 'month', 'UTC').format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12)));
}

/** A personal event (order, fill, message, posting) in the user's own time zone, with its date. */
export function formatLocalTime(input: TimeInput, style: Exclude<TimeStyle, 'time'> = 'full', lang: Lang = currentLang()): string {
  const date = read(input);
  if (!date) return '';
  return format(date, style, lang);
}

/** The weekday's name: 星期一…星期日 in Chinese, the language's own name otherwise. */
export function weekdayName(input: Date | string | number, lang: Lang, timeZone?: string): string {
  const date = toDate(input);
  if (!date) return '';
  if (lang === 'zh_cn' || lang === 'zh_tw') {
    const index = timeZone === 'UTC' ? date.getUTCDay() : date.getDay();
    return CHINESE_WEEKDAYS[index] ?? '';
  }
  return formatter(lang, 'weekday', timeZone).format(date);
}

/** A market window, labelled once: "24.11., 09:30 – 25.11., 15:00 (Pekinger Zeit)". */
export function formatMarketRange(
  start: TimeInput,
  end: TimeInput,
  style: Exclude<TimeStyle, 'full' | 'date'> = 'dayTime',
  lang: Lang = currentLang(),
): string {
  const from = read(start);
  const to = read(end);
  if (!from || !to) return '';
  const text = `${format(from, style, lang, EXCHANGE_TIME_ZONE)} – ${format(to, style, lang, EXCHANGE_TIME_ZONE)}`;
  return i18n.t('clock.exchange', { time: text, lng: lang });
}
