import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { AfterFirstFrame, FRAME_WAIT_MS, resetStartUp } from './after-first-frame.tsx';

/** Lets `ms` of fake time pass (frames come every 16 ms), inside act(). */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

function Screen({ withNews = true }: { withNews?: boolean }) {
  return (
    <div>
      <p data-testid="above">above the fold</p>
      <AfterFirstFrame>
        <p data-testid="gainers">top gainers</p>
      </AfterFirstFrame>
      {withNews ? (
        <AfterFirstFrame>
          <p data-testid="news">news</p>
        </AfterFirstFrame>
      ) : null}
    </div>
  );
}

describe('AfterFirstFrame', () => {
  useScreenTests();
  beforeEach(() => {
    resetStartUp();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('leaves the wrapped parts out of start-up’s first render and adds them one frame after another, in order', async () => {
    await mount(<Screen />);
    expect(byTestId('above')).not.toBeNull();
    expect(byTestId('gainers')).toBeNull();
    expect(byTestId('news')).toBeNull();

    await pass(17);
    expect(byTestId('gainers')).not.toBeNull();
    expect(byTestId('news')).toBeNull();

    await pass(17);
    expect(byTestId('news')).not.toBeNull();
  });

  it('renders at once, with the rest of the screen, once start-up is over', async () => {
    await mount(<Screen />);
    await pass(100);
    expect(byTestId('news')).not.toBeNull();

    await mount(
      <AfterFirstFrame>
        <p data-testid="opened-later">opened later</p>
      </AfterFirstFrame>,
    );
    expect(byTestId('opened-later')).not.toBeNull();
  });

  it('does not wait for frames that never come (a tab loaded in the background)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    await mount(<Screen />);
    await pass(FRAME_WAIT_MS - 1);
    expect(byTestId('gainers')).toBeNull();
    await pass(1);
    expect(byTestId('gainers')).not.toBeNull();
    await pass(FRAME_WAIT_MS);
    expect(byTestId('news')).not.toBeNull();
  });

  it('forgets a part that left before its turn, and still adds the next', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(host);
    await act(async () => root.render(<Screen withNews />));
    await act(async () => root.render(<Screen withNews={false} />));
    await pass(17);
    expect(byTestId('gainers')).not.toBeNull();
    await pass(FRAME_WAIT_MS);
    expect(byTestId('news')).toBeNull();

    await act(async () => root.render(<Screen withNews />));
    expect(byTestId('news')).not.toBeNull();
    act(() => root.unmount());
  });
});
