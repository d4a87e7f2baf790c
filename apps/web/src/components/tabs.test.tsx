import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

function Strip({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('a');
  return (
    <Tabs
      activeKey={active}
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
});
