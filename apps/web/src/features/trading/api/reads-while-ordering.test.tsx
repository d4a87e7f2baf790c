import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, useScreenTests } from '../../../test/screen.tsx';

/**
 * While an order is on its way, the reads it makes stale neither poll nor stay in flight: answered
 * after the order commits, a sell's position says "not found" (the shares are gone) and a preview
 * is refused (the cash or shares just used), and that toast used to cover "Sale successful".
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
    if (url.endsWith('/close') || url === '/api/trading/orders') return new Promise((resolve) => (calls.close = resolve));
    if (calls.hangPreview) {
      return new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(new Error('cancelled'))));
    }
    return { price: '40.00', total: '31990.00' };
  },
}));

const { useClosePosition } = await import('./close-position.ts');
const { usePosition, POSITIONS_REFRESH_MS } = await import('./get-positions.ts');
const { useOrderPreview, PREVIEW_REFRESH_MS } = await import('./preview-order.ts');
const { usePlaceOrder } = await import('./place-order.ts');

const BODY = { code: '600584', side: 'sell' as const, type: 'market' as const, quantity: 800, position_id: 7 };
let close: ReturnType<typeof useClosePosition> | undefined;
let place: ReturnType<typeof usePlaceOrder> | undefined;

function Probe() {
  usePosition(7);
  useOrderPreview(BODY);
  close = useClosePosition(7);
  return null;
}

function Ticket() {
  useOrderPreview({ ...BODY, position_id: undefined });
  place = usePlaceOrder();
  return null;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

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

describe('an order on its way', () => {
  it('selling one position calls off its reads in flight and stops their polling until the sale is answered', async () => {
    await mount(
      <QueryClientProvider client={client()}>
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

  it('from the ticket calls off the preview in flight and stops its polling until the order is answered', async () => {
    await mount(
      <QueryClientProvider client={client()}>
        <Ticket />
      </QueryClientProvider>,
    );
    await advance(10);
    calls.hangPreview = true;
    await advance(PREVIEW_REFRESH_MS);
    const inFlight = calls.list.filter((c) => c.url === '/api/trading/orders/preview').at(-1);
    expect(count('/api/trading/orders/preview')).toBe(2);
    await act(async () => {
      void place!.mutateAsync({ body: { code: '600584', side: 'sell', type: 'market', quantity: 800, pay_password: '246810' }, key: 'k-2' });
    });
    await advance(10);
    expect(inFlight?.signal?.aborted).toBe(true);
    await advance(PREVIEW_REFRESH_MS * 3);
    expect(count('/api/trading/orders/preview')).toBe(2);
    await act(async () => calls.close!({ id: 2, state: 'filled' }));
    calls.hangPreview = false;
    await advance(PREVIEW_REFRESH_MS + 10);
    expect(count('/api/trading/orders/preview')).toBe(3);
  });
});
