import type { Instrument } from './quote-source.ts';
import type { LiveQuote } from './ticker.ts';

/**
 * What other modules read of an instrument's live state: its facts, its latest quote and its
 * price band. Read-only: the market alone changes it (the ticker on the leader, the mirror of
 * the leader's ticks on a follower).
 */
export type QuoteView = {
  readonly inst: Readonly<Instrument>;
  readonly quote: Readonly<LiveQuote>;
  readonly band: Readonly<{ up: number; down: number }> | null;
};
