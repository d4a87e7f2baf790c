import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePwa } from '../lib/pwa.ts';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

describe('the new-version prompt', () => {
  useScreenTests();
  afterEach(() => usePwa.setState({ needRefresh: false, asking: false }));

  it('shows once a new build waits', async () => {
    await mount(<UpdatePrompt />);
    expect(byTestId('update-prompt')).toBeNull();
    await act(async () => usePwa.setState({ needRefresh: true }));
    expect(byTestId('update-prompt')).not.toBeNull();
  });

  it('waits while settings ask the same question in a dialog, and comes back if the dialog leaves it open', async () => {
    usePwa.setState({ needRefresh: true, asking: true });
    await mount(<UpdatePrompt />);
    expect(byTestId('update-prompt')).toBeNull();
    await act(async () => usePwa.setState({ asking: false }));
    expect(byTestId('update-prompt')).not.toBeNull();
  });
});
