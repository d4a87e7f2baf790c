import type { DepthView } from '@meridian/contract/market';
import { hashString, mix, mulberry32 } from './prng.ts';
import type { QuoteView } from './quote-view.ts';

const LEVELS = 5;
const cents = (n: number) => (n / 100).toFixed(2);

/**
 * Five simulated levels each side around the last price (tick 0.01): the best bid at the last
 * price and the best ask one tick above, never past the price band — at limit up there are no
 * asks, at limit down no bids, as in a sealed market. Volumes are whole lots, drawn from a seed of
 * the code and the last trade's time, so every process answers the same for the same quote.
 */
export function simulatedDepth(book: QuoteView, lot: number): Omit<DepthView, 'simulated'> {
  const q = book.quote;
  const p = q.price;
  const up = book.band?.up ?? Number.MAX_SAFE_INTEGER;
  const down = book.band?.down ?? 1;
  const rng = mulberry32(mix(hashString(q.code), Math.floor(q.time.getTime() / 1000)));
  // Typical resting size: a little of the day's average trade so far, at least one lot.
  const base = Math.max(1, Math.round(q.volume / 4000 / lot));
  const size = () => Math.max(1, Math.round(base * (0.3 + rng() * 1.7))) * lot;
  const bids: DepthView['bids'] = [];
  const asks: DepthView['asks'] = [];
  const sealedUp = book.band !== null && p >= up;
  const sealedDown = book.band !== null && p <= down;
  if (!sealedDown) for (let i = 0; i < LEVELS && p - i >= down && p - i > 0; i++) bids.push({ price: cents(p - i), volume: size() });
  const firstAsk = sealedDown ? p : p + 1;
  if (!sealedUp) for (let i = 0; i < LEVELS && firstAsk + i <= up; i++) asks.push({ price: cents(firstAsk + i), volume: size() });
  return { code: q.code, bids, asks, time: q.time.toISOString() };
}
