import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle } from '../test/render';
import { Shell } from './shell';

vi.mock('../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string) => {
    if (path === '/auth/me') return { id: 1, username: 'ops_anna', roles: ['compliance'], permissions: ['audit.read', 'identity.review', 'withdrawals', 'users.read', 'ledger.read'] };
    return { list: [], total: 0, page: 1, size: 20 };
  },
}));

let view: Awaited<ReturnType<typeof render>>;
afterEach(() => view.unmount());

const toggle = () => view.container.querySelector<HTMLButtonElement>('[data-testid="menu-toggle"]')!;

describe('the back office shell', () => {
  it('opens the navigation from the Menu button on a narrow window, and closes it when a screen is chosen', async () => {
    view = await render(<Shell />, '/');
    await settle();
    const shell = view.container.querySelector('.shell')!;
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('sidenav');
    expect(view.container.querySelector('#sidenav')).not.toBeNull();

    await act(async () => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(shell.classList.contains('menu-open')).toBe(true);

    await act(async () => view.container.querySelector<HTMLAnchorElement>('#sidenav a[href="/audit-log"]')!.click());
    await settle();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(shell.classList.contains('menu-open')).toBe(false);
  });
});
