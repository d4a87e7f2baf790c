import type { Instrument } from './quote-source.ts';

/**
 * Index levels are computed from their constituents' moves, not simulated on their own: each
 * index is a free-float-less, market-cap-weighted chain index over the stocks of this app's
 * universe, re-based every day on the previous close:
 *   level = index prev close × Σ(shares × price) / Σ(shares × prev close)
 * Constituents (within the seeded universe, so an approximation of the real index):
 * - sh000001 SSE Composite: every Shanghai stock;  sz399001 SZSE Component: every Shenzhen stock;
 * - sz399006 ChiNext: the ChiNext board;  sh000300 CSI 300: the 300 largest by reference market cap.
 * History before the first start is simulated separately (a low-volatility walk), see simulator.ts.
 */
export function indexMembers(indexCode: string, all: readonly Instrument[]): string[] {
  const stocks = all.filter((i) => i.kind === 'stock');
  switch (indexCode) {
    case 'sh000001':
      return stocks.filter((s) => s.exchange === 'SH').map((s) => s.code);
    case 'sz399001':
      return stocks.filter((s) => s.exchange === 'SZ').map((s) => s.code);
    case 'sz399006':
      return stocks.filter((s) => s.board === 'chinext').map((s) => s.code);
    case 'sh000300':
      return [...stocks]
        .sort((a, b) => b.sharesOutstanding * b.refPrice - a.sharesOutstanding * a.refPrice || a.code.localeCompare(b.code))
        .slice(0, 300)
        .map((s) => s.code);
    default:
      return stocks.map((s) => s.code);
  }
}

export type MemberState = { shares: number; price: number; prevClose: number };

/** Today's level in hundredths of a point, from the index's previous close and its members' moves. */
export function indexLevel(prevClose: number, members: readonly MemberState[]): number {
  let now = 0;
  let before = 0;
  for (const m of members) {
    now += m.shares * m.price;
    before += m.shares * m.prevClose;
  }
  // A ratio of two sums, rounded once: the level is a statistic, not an amount of money.
  return before > 0 ? Math.max(1, Math.round((prevClose * now) / before)) : prevClose;
}
