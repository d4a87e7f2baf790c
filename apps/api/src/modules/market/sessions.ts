import type { SessionState } from '@meridian/contract/market';
import { MARKET } from './rules.ts';
import { addDays, dayStart, isWeekday, localDay, localMinutes } from './calendar.ts';

/**
 * When the market trades. Normally the A-share sessions on weekdays that are not exchange
 * holidays (`holidays`, from the MARKET_HOLIDAYS setting); with `alwaysOpen` (the demo default)
 * every minute of every day trades, so a newcomer can try the app at any hour. A trading day is
 * always the local (Asia/Shanghai) calendar date, "yyyy-mm-dd".
 */
export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(alwaysOpen: boolean, holidays: readonly string[] = []) {
  const minute = 60_000;
  const closedDays = new Set(holidays);

  /** A day the exchange trades: every day when always open; otherwise weekdays that are not holidays. */
  function isTradingDay(day: string): boolean {
    return alwaysOpen || (isWeekday(day) && !closedDays.has(day));
  }

  /** The first trading day after `day` (T+1 settlement, money-market confirmation). */
  function nextTradingDay(day: string): string {
    let d = addDays(day, 1);
    while (!isTradingDay(d)) d = addDays(d, 1);
    return d;
  }

  /** `day` itself when it trades, otherwise the next trading day. */
  function tradingDayOnOrAfter(day: string): string {
    return isTradingDay(day) ? day : nextTradingDay(day);
  }

  function isOpen(at: Date): boolean {
    if (alwaysOpen) return true;
    if (!isTradingDay(localDay(at))) return false;
    const m = localMinutes(at);
    return MARKET.sessions.some(([s, e]) => m >= s && m < e);
  }

  /** Trading time elapsed in the day so far, in ms; gives ticks their slot numbers. */
  function elapsedMs(at: Date): number {
    const m = localMinutes(at);
    if (alwaysOpen) return Math.floor(m * minute);
    return Math.floor(MARKET.sessions.reduce((sum, [s, e]) => sum + Math.min(Math.max(m - s, 0), e - s), 0) * minute);
  }

  /** 0 at the day's open, 1 at its close: drives the U-shaped intraday volume and volatility. */
  function fraction(at: Date): number {
    return alwaysOpen ? localMinutes(at) / 1440 : Math.min(1, elapsedMs(at) / MARKET.sessionMs);
  }

  function nextOpen(at: Date): Date | null {
    if (alwaysOpen) return null;
    const t = at.getTime();
    for (let i = 0, d = localDay(at); i < 60; i += 1, d = addDays(d, 1)) {
      if (!isTradingDay(d)) continue;
      for (const [s] of MARKET.sessions) {
        const start = dayStart(d) + s * minute;
        if (start > t) return new Date(start);
      }
    }
    return null;
  }

  function closesAt(at: Date): Date | null {
    if (alwaysOpen || !isOpen(at)) return null;
    const m = localMinutes(at);
    const session = MARKET.sessions.find(([s, e]) => m >= s && m < e);
    return session ? new Date(dayStart(localDay(at)) + session[1] * minute) : null;
  }

  function state(at: Date): SessionState {
    const open = isOpen(at);
    return {
      state: open ? 'open' : 'closed',
      next_open: open ? null : (nextOpen(at)?.toISOString() ?? null),
      closes_at: closesAt(at)?.toISOString() ?? null,
      always_open: alwaysOpen,
      timezone: MARKET.timezone,
    };
  }

  return { alwaysOpen, isOpen, isTradingDay, nextTradingDay, tradingDayOnOrAfter, elapsedMs, fraction, nextOpen, state, day: (at: Date) => localDay(at) };
}
