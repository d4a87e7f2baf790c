import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, useScreenTests } from '../../../test/screen.tsx';

/**
 * While a sell of a position is on its way, the position's own reads neither poll nor stay in
 * flight: answered after the sale commits, they say "not found" (the shares are gone), and that
 * toast used to cover "Sale successful".
 */
type Call = { url: string; signal?: AbortSignal };
const calls = vi.hoisted(() => ({ list: [] as Call[], hangPreview: false, close: undefined as undefined | ((v: unknown) => void) }));

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string, _params?: unknown, options?: { signal?: AbortSignal }) => {
    calls.list.push({ url, signal: options?.signal });
    return { id: 7, code: '600584', quantity: 800, sellable: 800 };
  },
  post: async (url: string, _body: unknown, options?: { signal?: AbortSignal }) => {
    calls.list.push({ url, signal: options?.signal });
    if (url.endsWith('/close')) return new Promise((resolve) => (calls.close = resolve));
    if (calls.hangPreview) {
      return new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('cancelled'))));
    }
    return { price: '40.00', total: '31990.00' };
  },
}));

const { useClosePosition } = await import('./close-position.ts');
const { usePosition, POSITIONS_REFRESH_MS } = await import('./get-positions.ts');
const { useOrderPreview, PREVIEW_REFRESH_MS } = await import('./preview-order.ts');

const BODY = { code: '600584', side: 'sell' as const, type: 'market' as const, quantity: 800, position_id: 7 };
let close: ReturnType<typeof useClosePosition> | undefined;

function Probe() {
  usePosition(7);
  useOrderPreview(BODY);
  close = useClosePosition(7);
  return null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const count = (url: string) => calls.list.filter((c) => c.url === url).length;

useScreenTests();
beforeEach(() => {
  vi.useFakeTimers();
  calls.list.length = 0;
  calls.hangPreview = false;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a sell of one position', () => {
  it('calls off the position’s reads in flight and stops their polling until the sale is answered', async () => {
    await mount(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Probe />
      </QueryClientProvider>,
    );
    await advance(10);
    expect(count('/api/trading/positions/7')).toBe(1);
    expect(count('/api/trading/orders/preview')).toBe(1);

    // The preview's next poll is on its way when the sale is sent: it is aborted.
    calls.hangPreview = true;
    await advance(PREVIEW_REFRESH_MS);
    const inFlight = calls.list.filter((c) => c.url === '/api/trading/orders/preview').at(-1);
    expect(count('/api/trading/orders/preview')).toBe(2);
    expect(inFlight?.signal?.aborted).toBe(false);
    let sold = false;
    await act(async () => {
      void close!.mutateAsync({ body: { quantity: 800, type: 'market', pay_password: '246810' }, key: 'k-1' }).then(() => (sold = true));
    });
    await advance(10);
    expect(inFlight?.signal?.aborted).toBe(true);

    // Neither read polls while the sale is pending, however long it takes.
    await advance(POSITIONS_REFRESH_MS * 2);
    expect(count('/api/trading/positions/7')).toBe(1);
    expect(count('/api/trading/orders/preview')).toBe(2);

    // Answered (a part sold): the detail polls again.
    await act(async () => calls.close!({ id: 1, state: 'filled' }));
    await advance(10);
    expect(sold).toBe(true);
    await advance(POSITIONS_REFRESH_MS);
    expect(count('/api/trading/positions/7')).toBeGreaterThan(1);
  });
});
