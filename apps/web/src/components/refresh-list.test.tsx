import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, settle, useScreenTests } from '../test/screen.tsx';
import { MemoryRouter, useLocation, useNavigate } from '../lib/router.tsx';
import { FIRST_ROWS, RefreshList } from './refresh-list.tsx';

useScreenTests();

type Entry = { id: number; text: string };

const entries = (count: number): Entry[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, text: `entry ${i + 1}` }));
const shownEntries = () => document.querySelectorAll('[data-testid="entry"]').length;

/** Lays the page out as a phone would: every element's top at `top` px (the test DOM has no layout). */
const layOutAt = (top: number) => vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 390, 0));

/** Holds the next frame's callbacks until `frame()` runs them (the test DOM has no frames). */
const holdFrames = () => {
  const callbacks: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => callbacks.push(cb));
  return () => act(() => callbacks.splice(0).forEach((cb) => cb(performance.now())));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('refresh-list', () => {
  it('shows a record once when two pages read at different moments both hold it', async () => {
    // Page 1 was read as 5, 4, 3; then 6 was added, and page 2 (read by number) starts again at 3.
    const items: Entry[] = [5, 4, 3, 3, 2, 1].map((id) => ({ id, text: `entry ${id}` }));
    await mount(<RefreshList items={items} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    const shown = [...document.querySelectorAll('[data-testid="entry"]')].map((el) => el.textContent);
    expect(shown).toEqual(['entry 5', 'entry 4', 'entry 3', 'entry 2', 'entry 1']);
  });

  it('shows such a record where it first came, as the later read has it', async () => {
    // Order 3 was read open on page 1 and filled by the time page 2 was read.
    const items: Entry[] = [
      { id: 4, text: 'order 4 open' },
      { id: 3, text: 'order 3 open' },
      { id: 3, text: 'order 3 filled' },
      { id: 2, text: 'order 2 filled' },
    ];
    await mount(<RefreshList items={items} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    const shown = [...document.querySelectorAll('[data-testid="entry"]')].map((el) => el.textContent);
    expect(shown).toEqual(['order 4 open', 'order 3 filled', 'order 2 filled']);
  });

  it('says so when the list is empty and there is nothing more to load', async () => {
    await mount(<RefreshList<Entry> items={[]} keyOf={(e) => e.id} renderItem={(e) => e.text} emptyTitle="No orders" />);
    expect(document.body.textContent).toContain('No orders');
  });

  it("draws a long list's first rows first, and the rest with its end in a task after", async () => {
    // The first rows reach past the screen's bottom.
    layOutAt(window.innerHeight + 200);
    const frame = holdFrames();
    const loadMore = vi.fn(() => Promise.resolve());
    await mount(<RefreshList items={entries(20)} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} loadMore={loadMore} />);
    expect(shownEntries()).toBe(FIRST_ROWS);
    // The end of the list is not shown (nor asked for a next page) while it is not the end.
    expect(byTestId('load-more')).toBeNull();
    frame();
    expect(shownEntries()).toBe(FIRST_ROWS);
    await settle(10);
    expect(shownEntries()).toBe(20);
    expect(byTestId('load-more')?.textContent).toBe('No more data');
    expect(loadMore).not.toHaveBeenCalled();
  });

  it("draws the rest in the first frame when the first rows end above the screen's bottom", async () => {
    layOutAt(window.innerHeight - 100);
    const frame = holdFrames();
    await mount(<RefreshList items={entries(20)} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    expect(shownEntries()).toBe(FIRST_ROWS);
    frame();
    expect(shownEntries()).toBe(20);
  });

  it('draws every row at once once the list has been drawn whole', async () => {
    layOutAt(window.innerHeight + 200);
    let grow = (_count: number) => {};
    function Growing() {
      const [count, setCount] = useState(20);
      grow = setCount;
      return <RefreshList items={entries(count)} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />;
    }
    await mount(<Growing />);
    await settle(50);
    expect(shownEntries()).toBe(20);
    // The next page arrives: its rows are drawn in the same render.
    act(() => grow(40));
    expect(shownEntries()).toBe(40);
  });

  it('draws a short list whole', async () => {
    layOutAt(window.innerHeight + 200);
    await mount(<RefreshList items={entries(FIRST_ROWS)} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} />);
    expect(shownEntries()).toBe(FIRST_ROWS);
  });

  it('draws the whole list at once on a screen reached by the back button, whose scroll position the browser puts back', async () => {
    layOutAt(window.innerHeight + 200);
    holdFrames();
    let navigate: ReturnType<typeof useNavigate> | undefined;
    // The ranking at /market, and a stock's page pushed after it.
    function Screens() {
      navigate = useNavigate();
      const onList = useLocation().pathname === '/market';
      return onList ? <RefreshList items={entries(20)} keyOf={(e) => e.id} renderItem={(e) => <span data-testid="entry">{e.text}</span>} /> : null;
    }
    await mount(
      <MemoryRouter initialEntries={['/market', '/homedetail']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(shownEntries()).toBe(0);
    act(() => navigate!(-1));
    expect(shownEntries()).toBe(20);
  });
});
