import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, useScreenTests } from '../test/screen.tsx';
import { Tabs } from './tabs.tsx';

useScreenTests();

let mounts = 0;
function Pane({ name }: { name: string }) {
  const [id] = useState(() => (mounts += 1));
  return (
    <p data-testid={`pane-${name}`} data-mount={id}>
      {name}
    </p>
  );
}

function Strip({ onChange, scroll, start = 'a' }: { onChange?: (key: string) => void; scroll?: boolean; start?: string }) {
  const [active, setActive] = useState(start);
  return (
    <Tabs
      activeKey={active}
      scroll={scroll}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
      className="extra"
    >
      {['a', 'b', 'c'].map((key) => (
        <Tabs.Tab key={key} title={<span data-testid={`tab-${key}`}>{key.toUpperCase()}</span>}>
          <Pane name={key} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const pane = (key: string) => document.querySelector<HTMLElement>(`[data-testid="pane-${key}"]`);

describe('the tab strip', () => {
  it('switches by tap, marks the active tab for assistive technology, and keeps a pane once shown', async () => {
    const onChange = vi.fn();
    await mount(<Strip onChange={onChange} />);
    expect(document.querySelector('.adm-tabs.extra')).not.toBeNull();
    expect(selected()).toBe('A');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // Only the active pane is rendered at first.
    expect(pane('a')).not.toBeNull();
    expect(pane('b')).toBeNull();

    act(() => document.querySelector<HTMLElement>('[data-testid="tab-b"]')!.click());
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(selected()).toBe('B');
    expect(pane('b')!.closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(false);
    // The first pane stays mounted, hidden.
    const first = pane('a')!;
    expect(first.closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);

    act(() => document.querySelector<HTMLElement>('[data-testid="tab-a"]')!.click());
    expect(pane('a')).toBe(first);
    // Tapping the active tab again changes nothing.
    act(() => document.querySelector<HTMLElement>('[data-testid="tab-a"]')!.click());
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('moves with the arrow keys, wrapping at the ends, and focus follows', async () => {
    await mount(<Strip />);
    const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
    const press = (key: string) => act(() => void list.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    press('ArrowRight');
    expect(selected()).toBe('B');
    expect(document.activeElement?.textContent).toBe('B');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(selected()).toBe('C');
    expect(document.activeElement?.textContent).toBe('C');
  });

  describe('places the active tab in view', () => {
    // A strip 100 px wide holding 300 px of tabs, 100 px each; the ResizeObserver calls back when
    // the test says the layout is done.
    let layoutDone: (() => void) | undefined;
    const measured: string[] = [];
    const scrolled: ScrollToOptions[] = [];
    function fakeLayout() {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            layoutDone = () => act(() => callback());
          }
          observe() {}
          disconnect() {}
        },
      );
      const read = (name: string, value: (el: HTMLElement) => number) => ({
        configurable: true,
        get(this: HTMLElement) {
          measured.push(name);
          return value(this);
        },
      });
      const index = (el: HTMLElement) => [...(el.parentElement?.children ?? [])].indexOf(el);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        measured.push('scrollWidth');
        return this.getAttribute('role') === 'tablist' ? 300 : 100;
      });
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', read('clientWidth', () => 100));
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', read('offsetWidth', () => 100));
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', read('offsetLeft', (el) => index(el) * 100));
      HTMLElement.prototype.scrollTo = function (options?: ScrollToOptions | number) {
        if (typeof options === 'object') scrolled.push(options);
      } as typeof HTMLElement.prototype.scrollTo;
    }
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      for (const name of ['clientWidth', 'offsetWidth', 'offsetLeft']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      measured.length = 0;
      scrolled.length = 0;
      layoutDone = undefined;
    });

    it('measures nothing until the first layout is done, then centres the active tab at once; a change scrolls smoothly', async () => {
      fakeLayout();
      await mount(<Strip scroll start="c" />);
      // Measuring before that would force the new screen's first style and layout pass.
      expect(measured).toEqual([]);
      expect(scrolled).toEqual([]);
      layoutDone?.();
      expect(scrolled).toEqual([{ left: 200, behavior: 'auto' }]);

      act(() => document.querySelector<HTMLElement>('[data-testid="tab-b"]')!.click());
      expect(scrolled.at(-1)).toEqual({ left: 100, behavior: 'smooth' });
      // A later layout (the strip resized) does not move the tabs again.
      layoutDone?.();
      expect(scrolled).toHaveLength(2);
    });

    it('never scrolls a strip whose tabs share its width, nor measures its tabs', async () => {
      fakeLayout();
      await mount(<Strip start="c" />);
      expect(measured).toEqual([]);
      layoutDone?.();
      act(() => document.querySelector<HTMLElement>('[data-testid="tab-b"]')!.click());
      // Only the fade masks' reads, after layout.
      expect(measured.filter((name) => name === 'offsetLeft' || name === 'offsetWidth')).toEqual([]);
      expect(scrolled).toEqual([]);
    });
  });
});
