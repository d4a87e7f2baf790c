import { act, useState } from 'react';
import { MemoryRouter } from '../lib/router.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { AppFailed, ScreenBoundary } from './screen-boundary.tsx';

useScreenTests();
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('chunk failed to load');
}

let show: (path: string) => void = () => undefined;
function Screens() {
  const [path, setPath] = useState('/broken');
  show = setPath;
  return <ScreenBoundary resetKey={path}>{path === '/broken' ? <Broken /> : <p data-testid="fine">fine</p>}</ScreenBoundary>;
}

describe('a screen that fails', () => {
  it('says so with a button that loads the app again, and the next screen starts afresh', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await mount(
      <MemoryRouter>
        <Screens />
      </MemoryRouter>,
    );
    // Under a header with a way back.
    expect(byTestId('page-header-back')).not.toBeNull();
    expect(byTestId('page-load-failed')?.textContent).toContain('Request failed');
    act(() => byTestId('page-load-retry')!.click());
    expect(reload).toHaveBeenCalledTimes(1);

    act(() => show('/other'));
    expect(byTestId('page-load-failed')).toBeNull();
    expect(byTestId('fine')).not.toBeNull();
  });
});

describe('a part beside the screen that fails', () => {
  it('shows its own fallback (nothing, for a notice) and the screen beside it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount(
      <MemoryRouter>
        <ScreenBoundary fallback={null}>
          <p data-testid="notice">before</p>
          <Broken />
        </ScreenBoundary>
        <p data-testid="screen">screen</p>
      </MemoryRouter>,
    );
    expect(byTestId('notice')).toBeNull();
    expect(byTestId('page-load-failed')).toBeNull();
    expect(byTestId('screen')?.textContent).toBe('screen');
  });

  it('where the frame itself failed, the page says so with the button that loads the app again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    // No router around it: the frame that failed may be the router.
    await mount(
      <ScreenBoundary fallback={<AppFailed />}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(byTestId('page-load-failed')?.textContent).toContain('Request failed');
    act(() => byTestId('page-load-retry')!.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
