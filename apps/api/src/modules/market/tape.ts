import type { TapeView } from '@meridian/contract/market';
import type { Bus } from '../../platform/bus.ts';

/** Trades kept per code for the tape. */
const KEEP = 30;

type Entry = TapeView['list'][number];

/**
 * The trades tape: the latest trades per code, newest first, built from the ticks on the bus
 * (each tick carries the day's volume, so a trade's size is the difference from the tick before).
 * Every process sees the ticks, so each keeps its own tape; it starts empty after a restart.
 */
export function createTape(bus: Bus) {
  const byCode = new Map<string, { entries: Entry[]; volume: number; price: number }>();
  const off = bus.subscribe('tick', (payload) => {
    const tick = payload as { code: string; price: string; volume: number; time: string };
    const price = Number(tick.price);
    const seen = byCode.get(tick.code);
    if (!seen) {
      byCode.set(tick.code, { entries: [], volume: tick.volume, price });
      return;
    }
    const traded = tick.volume - seen.volume;
    if (traded <= 0) {
      // A new day (volume back to its start) or a repeated tick: nothing traded since the last.
      seen.volume = tick.volume;
      return;
    }
    const side = price > seen.price ? 'up' : price < seen.price ? 'down' : 'flat';
    seen.entries.unshift({ time: tick.time, price: tick.price, volume: traded, side });
    if (seen.entries.length > KEEP) seen.entries.length = KEEP;
    seen.volume = tick.volume;
    seen.price = price;
  });
  return {
    list: (code: string): Entry[] => byCode.get(code)?.entries ?? [],
    stop: off,
  };
}
