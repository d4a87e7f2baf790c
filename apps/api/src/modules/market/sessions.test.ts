import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessions } from './sessions.ts';
import { shanghai } from './test-support.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { addDays, localDay, weekday } from './calendar.ts';

const at = (day: string, time: string) => new Date(shanghai(day, time));

describe('trading sessions (Asia/Shanghai, weekdays)', () => {
  const s = createSessions(false);
  // 2026-03-06 is a Friday.
  it('are open 09:30–11:30 and 13:00–15:00 only', () => {
    const open = ['09:30:00', '10:00', '11:29:59', '13:00', '14:59:59'];
    const closed = ['00:00', '09:29:59', '11:30', '12:00', '12:59:59', '15:00', '20:00'];
    for (const t of open) expect(s.isOpen(at('2026-03-06', t)), t).toBe(true);
    for (const t of closed) expect(s.isOpen(at('2026-03-06', t)), t).toBe(false);
    expect(s.isOpen(at('2026-03-07', '10:00'))).toBe(false); // Saturday
    expect(s.isOpen(at('2026-03-08', '10:00'))).toBe(false); // Sunday
  });

  it('name the next open: after lunch, after the close, over the weekend', () => {
    expect(s.nextOpen(at('2026-03-06', '12:00'))?.toISOString()).toBe(at('2026-03-06', '13:00').toISOString());
    expect(s.nextOpen(at('2026-03-06', '08:00'))?.toISOString()).toBe(at('2026-03-06', '09:30').toISOString());
    expect(s.nextOpen(at('2026-03-06', '15:00'))?.toISOString()).toBe(at('2026-03-09', '09:30').toISOString());
    expect(s.state(at('2026-03-07', '10:00'))).toEqual({ state: 'closed', next_open: at('2026-03-09', '09:30').toISOString(), closes_at: null, always_open: false, timezone: 'Asia/Shanghai' });
    expect(s.state(at('2026-03-06', '10:00'))).toMatchObject({ state: 'open', next_open: null, closes_at: at('2026-03-06', '11:30').toISOString() });
  });

  it('measure the trading day: 0 at the open, half at lunch, 1 at the close', () => {
    expect(s.fraction(at('2026-03-06', '09:30'))).toBe(0);
    expect(s.fraction(at('2026-03-06', '12:15'))).toBe(0.5);
    expect(s.fraction(at('2026-03-06', '15:00'))).toBe(1);
  });

  it('can be kept open around the clock (the demo setting)', () => {
    const always = createSessions(true);
    expect(always.isOpen(at('2026-03-07', '03:00'))).toBe(true);
    expect(always.state(at('2026-03-07', '03:00'))).toMatchObject({ state: 'open', next_open: null, always_open: true });
  });
});

describe('the ticker, with the market closed at night and at weekends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ MARKET_ALWAYS_OPEN: 'false' });
  });
  afterAll(() => t.close());

  /** Moves the test clock forward to a local time on the next day of the given weekday (1 = Monday … 6 = Saturday). */
  function moveTo(targetWeekday: number, time: string) {
    let day = addDays(localDay(t.clock.now()), 1);
    while (weekday(day) !== targetWeekday) day = addDays(day, 1);
    t.clock.advance(shanghai(day, time) - t.clock.now().getTime());
  }

  it('does not tick outside the sessions and ticks inside them', async () => {
    const seen: unknown[] = [];
    t.ctx.bus.subscribe('tick', (p) => seen.push(p));
    const { market } = t.services;

    moveTo(6, '10:00'); // Saturday
    expect(market.step(5)).toBe(0);
    expect(seen).toHaveLength(0);
    const saturday = (await t.app.inject({ method: 'GET', url: '/api/market/quote/600519' })).json().data;
    expect(saturday.session).toMatchObject({ state: 'closed', always_open: false });
    expect(new Date(saturday.session.next_open).getUTCDay()).toBe(1); // Monday 09:30 local = Monday 01:30 UTC

    moveTo(1, '09:29:59');
    expect(market.step(3)).toBe(0);
    t.clock.advance(1000); // 09:30:00
    expect(market.step(3)).toBeGreaterThan(0);
    const inSession = seen.length;
    expect(inSession).toBeGreaterThan(0);

    t.clock.advance(2.5 * 3600_000); // 12:00, lunch
    expect(market.step(3)).toBe(0);
    t.clock.advance(3600_000); // 13:00
    expect(market.step(3)).toBeGreaterThan(0);
    t.clock.advance(2 * 3600_000); // 15:00, closed
    const atClose = seen.length;
    expect(market.step(3)).toBe(0);
    expect(seen.length).toBe(atClose);
  });
});
