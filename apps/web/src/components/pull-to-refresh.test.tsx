import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, mount, settle, useScreenTests } from '../test/screen.tsx';
import { PullToRefresh } from './pull-to-refresh.tsx';

useScreenTests();

/** A touch event at height `y` on the pull area (happy-dom has no Touch constructor). */
function touch(type: 'touchstart' | 'touchmove' | 'touchend', y?: number): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => {
    byTestId('pull-head')!.parentElement!.dispatchEvent(event);
  });
  return event;
}

const head = () => byTestId('pull-head')!;

describe('pull-to-refresh', () => {
  it('says what letting go will do, refreshes once past the threshold, and closes after "refreshed"', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await mount(
      <PullToRefresh onRefresh={onRefresh}>
        <ul data-testid="list" />
      </PullToRefresh>,
    );
    const list = byTestId('list');

    touch('touchstart', 100);
    const move = touch('touchmove', 160);
    // Half the finger's travel: 30 px, short of the threshold.
    expect(head().style.height).toBe('30px');
    expect(head().textContent).toBe('Pull down to refresh');
    // The page does not scroll while the list is pulled.
    expect(move.defaultPrevented).toBe(true);

    touch('touchmove', 240);
    expect(head().textContent).toBe('Release to refresh');
    touch('touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head().textContent).toBe('Refreshing');

    // Another pull while refreshing starts nothing.
    touch('touchstart', 100);
    touch('touchmove', 300);
    touch('touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(head().textContent).toBe('Refreshed');
    await settle(600);
    expect(head().textContent).toBe('');
    expect(head().style.height).toBe('0px');
    // The list inside was never rebuilt.
    expect(byTestId('list')).toBe(list);
  });

  it('lets go of a short pull without refreshing, and leaves an upward swipe to the page', async () => {
    const onRefresh = vi.fn(async () => undefined);
    await mount(
      <PullToRefresh onRefresh={onRefresh}>
        <ul />
      </PullToRefresh>,
    );
    touch('touchstart', 100);
    touch('touchmove', 200);
    touch('touchend');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().style.height).toBe('0px');
    expect(head().textContent).toBe('');

    touch('touchstart', 300);
    const up = touch('touchmove', 200);
    expect(up.defaultPrevented).toBe(false);
    touch('touchend');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('follows a mouse drag too: refreshes past the threshold, selects no text, and the release opens no row', async () => {
    const onRefresh = vi.fn(async () => undefined);
    const onRow = vi.fn();
    await mount(
      <PullToRefresh onRefresh={onRefresh}>
        <button type="button" data-testid="row" onClick={onRow} />
      </PullToRefresh>,
    );
    const row = byTestId('row')!;
    const pointer = (type: string, target: EventTarget, y: number, pointerType = 'mouse') =>
      act(() => {
        target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientY: y, pointerType, button: 0 }));
      });

    pointer('pointerdown', row, 100);
    pointer('pointermove', window, 250);
    expect(head().textContent).toBe('Release to refresh');
    expect(row.parentElement!.style.userSelect).toBe('none');
    pointer('pointerup', window, 250);
    act(() => row.click());
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onRow).not.toHaveBeenCalled();
    expect(row.parentElement!.style.userSelect).toBe('');

    // A plain click afterwards opens the row; a touch's pointer events are left to the touch events.
    await settle(600);
    act(() => row.click());
    expect(onRow).toHaveBeenCalledTimes(1);
    pointer('pointerdown', row, 100, 'touch');
    pointer('pointermove', window, 250, 'touch');
    expect(head().textContent).toBe('');
  });
});
