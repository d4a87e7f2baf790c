import { describe, expect, it } from 'vitest';
import { createSessions } from '../market/sessions.ts';
import { shanghai } from '../market/test-support.ts';
import { sellableFrom } from './rules.ts';

describe('the first day block trade shares may be sold', () => {
  const sessions = createSessions(false, ['2026-10-05']);
  const at = (day: string, time: string) => new Date(shanghai(day, time));

  it('is the purchase day (Asia/Shanghai) plus the holding days', () => {
    expect(sellableFrom(at('2026-03-02', '10:00'), 1, sessions.tradingDayOnOrAfter)).toBe('2026-03-03');
    expect(sellableFrom(at('2026-03-02', '10:00'), 30, sessions.tradingDayOnOrAfter)).toBe('2026-04-01');
    // 23:30 in Shanghai is still that day there, whatever the server's own time zone.
    expect(sellableFrom(at('2026-03-02', '23:30'), 1, sessions.tradingDayOnOrAfter)).toBe('2026-03-03');
  });

  it('moves on to the next trading day past a weekend or an exchange holiday', () => {
    // Friday + 1 = Saturday → Monday.
    expect(sellableFrom(at('2026-03-06', '14:00'), 1, sessions.tradingDayOnOrAfter)).toBe('2026-03-09');
    // Friday 2 October + 3 = Monday 5 October, a holiday → Tuesday 6 October.
    expect(sellableFrom(at('2026-10-02', '14:00'), 3, sessions.tradingDayOnOrAfter)).toBe('2026-10-06');
  });

  it('is every calendar day when the market is always open (demo)', () => {
    expect(sellableFrom(at('2026-03-06', '14:00'), 1, createSessions(true).tradingDayOnOrAfter)).toBe('2026-03-07');
  });
});
