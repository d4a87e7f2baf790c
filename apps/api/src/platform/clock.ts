/**
 * The one source of "now" on the server. Tests and the demo move time forward with `advance`
 * (T+1 settlement, expiry, interest) instead of waiting.
 */
export type Clock = {
  now(): Date;
  advance(ms: number): void;
  /** Milliseconds the clock runs ahead of the machine's. */
  offset(): number;
};

export function createClock(startOffsetMs = 0): Clock {
  let offset = startOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      offset += ms;
    },
    offset: () => offset,
  };
}
