import { MARKET } from './rules.ts';

/**
 * Calendar arithmetic in Asia/Shanghai, for every module (market, funding, loans, trading…). A
 * day is written 'YYYY-MM-DD' (the local date); a time is a JS Date or epoch milliseconds.
 * China has kept UTC+8 without daylight saving since 1991, so a fixed offset is exact.
 */
const DAY_MS = 86_400_000;

const local = (at: Date | number) => new Date((typeof at === 'number' ? at : at.getTime()) + MARKET.utcOffsetMs);

export function localDay(at: Date | number): string {
  return local(at).toISOString().slice(0, 10);
}

/** Minutes after local midnight, with fractions. */
export function localMinutes(at: Date | number): number {
  const l = local(at);
  return l.getUTCHours() * 60 + l.getUTCMinutes() + l.getUTCSeconds() / 60 + l.getUTCMilliseconds() / 60_000;
}

/** Epoch ms of local midnight starting `day`. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - MARKET.utcOffsetMs;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export const isWeekday = (day: string) => weekday(day) !== 0 && weekday(day) !== 6;

/** The Monday of `day`'s week (weeks start on Monday). */
export function mondayOf(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Weekdays from `from` to `to`, both included, ascending. */
export function weekdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isWeekday(d)) out.push(d);
  return out;
}

export function addYears(day: string, n: number): string {
  return `${String(Number(day.slice(0, 4)) + n).padStart(4, '0')}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
}

/** Whole days from `from` to `to` (0 when `to` is not after `from`). */
export const daysFrom = (from: string, to: string): number => Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));

/** Midnight at the end of `day` (the start of the next one), epoch ms. */
export const dayEnd = (day: string): number => dayStart(day) + DAY_MS;

/** "2026-11-22T08:30:05+08:00": the local time with its offset, unambiguous in a statement. */
export function localIso(at: Date): string {
  return `${local(at).toISOString().slice(0, 19)}+08:00`;
}

/** "2026-11-23 09:30" in Asia/Shanghai: how a time is shown inside a message. */
export const localMinute = (at: Date) => localIso(at).slice(0, 16).replace('T', ' ');

export type Period = 'today' | 'week' | 'month' | 'quarter' | 'year';

/** The first instant of the period that contains `now`: today, this week (from Monday), month, quarter, year. */
export function periodStart(period: Period, now: Date): Date {
  const today = localDay(now);
  const month = Number(today.slice(5, 7));
  const first = {
    today,
    week: mondayOf(today),
    month: firstOfMonth(today),
    quarter: `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`,
    year: `${today.slice(0, 4)}-01-01`,
  }[period];
  return new Date(dayStart(first));
}
