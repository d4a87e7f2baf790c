import { describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler.ts';
import { createMemoryBus } from './bus.ts';
import { createClock } from './clock.ts';

describe('scheduler', () => {
  it('never runs a job twice at once and survives a failing run', async () => {
    const log = { error: vi.fn() };
    const s = createScheduler(log);
    let active = 0;
    let most = 0;
    let runs = 0;
    s.add({
      name: 'slow',
      everyMs: 1_000_000,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
        if (runs === 1) throw new Error('boom');
      },
    });
    await Promise.all([s.runNow('slow'), s.runNow('slow'), s.runNow('slow')]);
    expect(most).toBe(1);
    expect(runs).toBe(1);
    expect(log.error).toHaveBeenCalledOnce();
    await s.runNow('slow');
    expect(runs).toBe(2);
    await s.stop();
  });
});

describe('scheduler timing', () => {
  // Fake timers and a fake performance clock: a run "takes" time by moving the fake clock on.
  const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  it('keeps a job on its grid when each run takes part of the interval', async () => {
    fake();
    const s = createScheduler({ error: vi.fn() });
    const at: number[] = [];
    const t0 = performance.now();
    s.add({
      name: 'step',
      everyMs: 100,
      run: async () => {
        at.push(Math.round(performance.now() - t0));
        vi.advanceTimersByTime(30);
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(1000);
    await s.stop();
    vi.useRealTimers();
    // (setInterval would have run at 100, 230, 360, …)
    expect(at.slice(0, 10)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });

  it('skips the turns a long run missed instead of making them up in a burst', async () => {
    fake();
    const s = createScheduler({ error: vi.fn() });
    const at: number[] = [];
    const t0 = performance.now();
    s.add({
      name: 'step',
      everyMs: 100,
      run: async () => {
        at.push(Math.round(performance.now() - t0));
        if (at.length === 1) vi.advanceTimersByTime(250);
      },
    });
    s.start();
    await vi.advanceTimersByTimeAsync(600);
    await s.stop();
    vi.useRealTimers();
    expect(at.slice(0, 4)).toEqual([100, 400, 500, 600]);
  });
});

describe('bus', () => {
  it('delivers to every subscriber even when one throws, and stops after unsubscribe', () => {
    const errors: unknown[] = [];
    const bus = createMemoryBus((err) => errors.push(err));
    const got: unknown[] = [];
    bus.subscribe('t', () => {
      throw new Error('bad subscriber');
    });
    const off = bus.subscribe('t', (p) => got.push(p));
    bus.publish('t', 1);
    off();
    bus.publish('t', 2);
    expect(got).toEqual([1]);
    expect(errors).toHaveLength(2);
  });
});

describe('clock', () => {
  it('moves forward only', () => {
    const clock = createClock();
    const before = clock.now().getTime();
    clock.advance(86_400_000);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    expect(() => clock.advance(-1)).toThrow();
  });
});
