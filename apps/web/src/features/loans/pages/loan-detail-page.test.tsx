import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, mount, routed, until, useScreenTests } from '../../../test/screen.tsx';

/** A loan link with a bad or unknown id ends on an empty state, never on a spinner that never stops. */
const reads = vi.hoisted(() => ({ urls: [] as string[] }));

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string) => {
    reads.urls.push(url);
    throw new Error('NOT_FOUND');
  },
  post: async () => {
    throw new Error('no writes here');
  },
}));

const { LoanDetailPage } = await import('./loan-detail-page.tsx');

useScreenTests();

const open = (path: string) =>
  mount(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {routed([{ path: '/loans/:id', element: <LoanDetailPage /> }], path)}
    </QueryClientProvider>,
    50,
  );

describe('the loan page', () => {
  it('says there is nothing to show for an id that is not a number, without asking the server', async () => {
    reads.urls = [];
    await open('/loans/abc');
    await until('loan-detail-missing');
    expect(byTestId('loan-detail-missing')).not.toBeNull();
    expect(reads.urls.filter((u) => u.startsWith('/api/loans'))).toEqual([]);
  });

  it('says so too when the server does not know the loan', async () => {
    reads.urls = [];
    await open('/loans/9');
    await until('loan-detail-missing');
    expect(byTestId('loan-detail-missing')).not.toBeNull();
    expect(reads.urls).toContain('/api/loans/9');
  });
});
