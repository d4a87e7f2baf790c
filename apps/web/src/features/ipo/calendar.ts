import type { IpoCalendarEvent } from '@meridian/contract/ipo';

/**
 * Month arithmetic for the new-share calendar. Days are Asia/Shanghai dates ("yyyy-mm-dd"), as
 * the server sends them; a month is "yyyy-mm".
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

export function shanghaiMonth(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 7);
}

export function shiftMonth(month: string, by: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** First and last day of a month, both included. */
export function monthRange(month: string): { from: string; to: string } {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Events by day, days ascending, each day's events in the server's order. */
export function groupByDate(events: readonly IpoCalendarEvent[]): { date: string; events: IpoCalendarEvent[] }[] {
  const days = new Map<string, IpoCalendarEvent[]>();
  for (const e of events) days.set(e.date, [...(days.get(e.date) ?? []), e]);
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, events: list }));
}
