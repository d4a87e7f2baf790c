import type { Board } from '@meridian/contract/market';

/**
 * The shipped A-share market's rules (docs/design.md, Market and orders). Asia/Shanghai has no daylight saving, so a
 * fixed +08:00 offset is exact for every date.
 */
export const MARKET = {
  timezone: 'Asia/Shanghai',
  utcOffsetMs: 8 * 3600_000,
  /** Continuous trading sessions, minutes after local midnight, [start, end). Weekdays only. */
  sessions: [
    [9 * 60 + 30, 11 * 60 + 30],
    [13 * 60, 15 * 60],
  ] as const,
  /** Length of a trading day; the simulator scales volatility and volume to it. */
  sessionMs: 4 * 3600_000,
  tickCents: 1,
  lotSize: 100,
} as const;

/** Price band in percent of the previous close: ±20 % for ChiNext (300/301) and STAR (688), ±10 % otherwise; none for an index. */
export function bandPctFor(code: string, board: Board): number | null {
  if (board === 'index') return null;
  return /^(300|301|688|689)/.test(code) ? 20 : 10;
}

/** Exchange rounding: the band's limits are rounded half-up to the cent. */
export function bandLimits(prevClose: number, pct: number | null): { up: number; down: number } | null {
  if (pct === null) return null;
  return {
    up: Math.floor((prevClose * (100 + pct) + 50) / 100),
    down: Math.max(MARKET.tickCents, Math.floor((prevClose * (100 - pct) + 50) / 100)),
  };
}

export function clampToBand(price: number, band: { up: number; down: number } | null): number {
  if (!band) return Math.max(1, price);
  return Math.min(band.up, Math.max(band.down, price));
}
