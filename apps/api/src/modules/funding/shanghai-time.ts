/**
 * Calendar periods in Asia/Shanghai, where the product's users and market live. China has kept
 * UTC+8 without daylight saving since 1991, so a fixed offset is exact.
 */
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export type Period = 'today' | 'week' | 'month' | 'quarter' | 'year';

/** The first instant of the period that contains `now`: today, this week (from Monday), month, quarter, year. */
export function periodStart(period: Period, now: Date): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const startLocal = {
    today: Date.UTC(y, m, d),
    week: Date.UTC(y, m, d) - ((local.getUTCDay() + 6) % 7) * DAY_MS,
    month: Date.UTC(y, m, 1),
    quarter: Date.UTC(y, m - (m % 3), 1),
    year: Date.UTC(y, 0, 1),
  }[period];
  return new Date(startLocal - OFFSET_MS);
}

/** Midnight in Shanghai at the start of a 'YYYY-MM-DD' day. */
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
/** Midnight at the end of the day (the start of the next one). */
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);
/** The Shanghai calendar day of an instant. */
export const localDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** "2026-11-22T08:30:05+08:00": the local time with its offset, unambiguous in a statement. */
export function localIso(at: Date): string {
  return `${new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}
