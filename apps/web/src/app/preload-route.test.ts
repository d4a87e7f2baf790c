import { afterEach, describe, expect, it, vi } from 'vitest';

// /home's first reads, held until the test answers them.
const reads = vi.hoisted(() => ({ started: 0, answer: () => {} }));
vi.mock('./home-screen.tsx', () => ({
  HomeScreen: () => null,
  prefetchHomeScreen: () => {
    reads.started += 1;
    return new Promise<void>((resolve) => {
      reads.answer = resolve;
    });
  },
}));

const { preloadRoute } = await import('./routes.tsx');

/** Whether the promise has settled after the timers and jobs queued so far have run. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  reads.started = 0;
});

// Start-up's first render waits for what preloadRoute answers: the screen's code and, signed in,
// the first reads its prefetch returns, for at most a second after the code.
describe('preloadRoute', () => {
  it('waits for a signed-in screen’s first reads', async () => {
    vi.useFakeTimers();
    const ready = preloadRoute('/home', '', true);
    expect(await settledAfter(ready, 100)).toBe(false);
    expect(reads.started).toBe(1);
    reads.answer();
    expect(await settledAfter(ready, 0)).toBe(true);
  });

  it('draws without them once they take longer than a second', async () => {
    vi.useFakeTimers();
    const ready = preloadRoute('/home', '', true);
    expect(await settledAfter(ready, 900)).toBe(false);
    expect(await settledAfter(ready, 200)).toBe(true);
  });

  it('neither reads nor waits for a signed-out visitor', async () => {
    vi.useFakeTimers();
    const ready = preloadRoute('/home', '', false);
    expect(await settledAfter(ready, 0)).toBe(true);
    expect(reads.started).toBe(0);
  });
});
