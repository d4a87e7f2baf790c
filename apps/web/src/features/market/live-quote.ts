import type { QuoteSort, Tick } from '@meridian/contract/market';
import { compareDecimal } from './format.ts';

/** A REST snapshot overlaid with the newest tick of its code, when there is one and it is newer. */
export function withTick<T extends { code: string; time?: string }>(item: T, tick: Tick | undefined): T {
  if (!tick || tick.code !== item.code) return item;
  if (item.time && Date.parse(tick.time) < Date.parse(item.time)) return item;
  return { ...item, ...tick };
}

type Ranked = { code: string; time?: string; change_pct: string; volume: number; turnover: string };

/**
 * A ranking as it stands now: each row overlaid with its newest tick, then ordered by the
 * ranking's own measure (the server's rule: ties by code). The server's order is only the
 * starting point, so "top gainers" never shows a stale order between two reads.
 */
export function rankLive<T extends Ranked>(rows: readonly T[], live: ReadonlyMap<string, Tick>, sort: QuoteSort): T[] {
  const current = rows.map((row) => withTick(row, live.get(row.code)));
  // Codes are ASCII: a plain comparison is the server's order, and far cheaper than localeCompare on every tick.
  const byCode = (a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  const measure: Record<QuoteSort, (a: T, b: T) => number> = {
    gainers: (a, b) => compareDecimal(b.change_pct, a.change_pct),
    losers: (a, b) => compareDecimal(a.change_pct, b.change_pct),
    volume: (a, b) => b.volume - a.volume,
    turnover: (a, b) => compareDecimal(b.turnover, a.turnover),
  };
  return current.sort((a, b) => measure[sort](a, b) || byCode(a, b));
}
