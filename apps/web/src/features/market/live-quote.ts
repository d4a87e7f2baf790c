import type { QuoteSort, Tick } from '@meridian/contract/market';
import { scaledDecimals } from './format.ts';

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
 *
 * Each stock shows once. Pages read at different moments can hold the same stock twice (it moved
 * from one page to the next between the reads); `rows` come in the order they were read, and the
 * copy read last stands.
 */
export function rankLive<T extends Ranked>(rows: readonly T[], live: ReadonlyMap<string, Tick>, sort: QuoteSort): T[] {
  const latest = new Map<string, T>();
  for (const row of rows) latest.set(row.code, row);
  const current = [...latest.values()].map((row) => withTick(row, live.get(row.code)));
  // Each row's measure read once (this runs on every batch of ticks), then sorted by it.
  const key: readonly (bigint | number)[] =
    sort === 'volume' ? current.map((r) => r.volume) : scaledDecimals(current.map((r) => (sort === 'turnover' ? r.turnover : r.change_pct)));
  const descending = sort !== 'losers';
  const order = current.map((_row, i) => i);
  order.sort((i, j) => {
    const a = key[i]!;
    const b = key[j]!;
    if (a !== b) return (a < b) === descending ? 1 : -1;
    // Codes are ASCII: a plain comparison is the server's order, and far cheaper than localeCompare.
    const x = current[i]!.code;
    const y = current[j]!.code;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return order.map((i) => current[i]!);
}
