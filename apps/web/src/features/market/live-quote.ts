import type { Tick } from '@meridian/contract/market';

/** A REST snapshot overlaid with the newest tick of its code, when there is one and it is newer. */
export function withTick<T extends { code: string; time?: string }>(item: T, tick: Tick | undefined): T {
  if (!tick || tick.code !== item.code) return item;
  if (item.time && Date.parse(tick.time) < Date.parse(item.time)) return item;
  return { ...item, ...tick };
}
