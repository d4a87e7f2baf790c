import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, settle, useScreenTests } from '../test/screen.tsx';
import { LOAD_MORE_THRESHOLD_PX, LoadMore } from './load-more.tsx';

useScreenTests();

/**
 * A stand-in for the browser's IntersectionObserver: the test says whether the list's end is in
 * range (`inRange`); observing reports it a moment later, as the browser does.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  static inRange = false;
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
    setTimeout(() => this.report(), 0);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Tells the observer where its targets are now (the browser does on a change of range). */
  report() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: FakeObserver.inRange }) as IntersectionObserverEntry);
    if (entries.length) act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const live = () => FakeObserver.all.filter((o) => o.targets.size > 0);

/** A paged list of `pages` pages as a screen holds it: loading a page adds one, up to the last. */
function Paged({ pages, read }: { pages: number; read: () => Promise<void> }) {
  const [loaded, setLoaded] = useState(1);
  return (
    <LoadMore
      hasMore={loaded < pages}
      count={loaded * 20}
      loadMore={async () => {
        await read();
        setLoaded((n) => n + 1);
      }}
    />
  );
}

describe('load-more', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    FakeObserver.inRange = false;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('watches the range of 300 px below the screen and loads nothing while the end is out of it', async () => {
    const read = vi.fn(() => Promise.resolve());
    await mount(<Paged pages={3} read={read} />);
    await settle();
    expect(LOAD_MORE_THRESHOLD_PX).toBe(300);
    expect(live()[0]!.options.rootMargin).toBe('0px 0px 300px 0px');
    expect(read).not.toHaveBeenCalled();
    expect(byTestId('load-more')!.textContent).toBe('Loading');
  });

  it('loads the next page when the end comes into range, and the next while it stays there, up to the last', async () => {
    const read = vi.fn(() => Promise.resolve());
    await mount(<Paged pages={3} read={read} />);
    await settle();
    FakeObserver.inRange = true;
    live()[0]!.report();
    // Each page takes a few turns: the read, the render it causes, the browser's next report.
    for (let turn = 0; turn < 6; turn++) await settle(10);
    // Two more pages, then the list is whole: the end is not watched any more.
    expect(read).toHaveBeenCalledTimes(2);
    expect(live()).toHaveLength(0);
    expect(byTestId('load-more')!.textContent).toBe('No more data');
  });

  it('asks once at a time, however often the end is reported in range', async () => {
    let answer: () => void = () => undefined;
    const read = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    await mount(<Paged pages={5} read={read} />);
    await settle();
    FakeObserver.inRange = true;
    const observer = live()[0]!;
    observer.report();
    observer.report();
    observer.report();
    expect(read).toHaveBeenCalledTimes(1);
    // The page arrives and pushes the end out of range: nothing more is asked.
    FakeObserver.inRange = false;
    await act(async () => answer());
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(live()).toHaveLength(1);
  });

  it('after a failed read, asks again only when the end comes back into range', async () => {
    const read = vi.fn(() => Promise.reject(new Error('offline')));
    await mount(<Paged pages={3} read={read} />);
    await settle();
    FakeObserver.inRange = true;
    live()[0]!.report();
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(byTestId('load-more')!.textContent).toBe('Loading');
    // Scrolled away and back.
    live()[0]!.report();
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
