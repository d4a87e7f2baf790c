import { act, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';

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
