import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, mount, routed, until, useScreenTests } from '../../../test/screen.tsx';

/** A list whose first read fails says so and offers to try again, instead of a ring that spins for good. */
const server = vi.hoisted(() => ({ reads: 0, down: true }));

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string) => {
    if (url !== '/api/loans/applications') throw new Error(`unexpected GET ${url}`);
    server.reads += 1;
    if (server.down) throw new Error('NETWORK');
    return { list: [], total: 0, page: 1, size: 20 };
  },
}));

const { LoansPage } = await import('./loans-page.tsx');

useScreenTests();

describe('a list read that fails', () => {
  it('shows what happened with a button that reads again, and the list once the read succeeds', async () => {
    await mount(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {routed([{ path: '/', element: <LoansPage /> }])}
      </QueryClientProvider>,
      50,
    );
    await until('page-load-failed');
    expect(byTestId('page-load-failed')?.textContent).toContain('Request failed');
    expect(byTestId('page-loading')).toBeNull();
    expect(server.reads).toBe(1);

    server.down = false;
    await act(async () => byTestId('page-load-retry')!.click());
    await until('empty-state');
    expect(server.reads).toBe(2);
    expect(byTestId('page-load-failed')).toBeNull();
    expect(byTestId('empty-state')?.textContent).toContain('No loan applications yet');
  });
});
