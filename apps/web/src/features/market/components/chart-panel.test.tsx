import type { Candle, CandleSeries } from '@meridian/contract/market';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { byTestId, mount, settle, until, useScreenTests } from '../../../test/screen.tsx';

/** The detail screen's first reads include the chart's candles: the chart then uses that read. */
const candle: Candle = { start_at: '2026-03-03T16:00:00.000Z', open: '10.00', high: '10.50', low: '9.80', close: '10.20', volume: 1000, turnover: '10200.00' };
const calls = vi.hoisted(() => ({ gets: [] as { url: string; params: unknown; silent: boolean }[], fail: 0 }));

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string, params?: Record<string, unknown>, options?: { silent?: boolean }) => {
    calls.gets.push({ url, params, silent: options?.silent === true });
    if (calls.fail > 0) {
      calls.fail -= 1;
      throw new Error('network');
    }
    if (url.startsWith('/api/market/candles/')) return { code: '600519', period: '1d', list: [candle], simulated: true } satisfies CandleSeries;
    throw new Error(`unexpected GET ${url}`);
  },
}));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn(), toastSuccess: vi.fn(), toastFail: vi.fn() }));
// The canvas chart itself is not drawn here (no canvas in the test DOM): a stand-in shows what it was given.
vi.mock('./stock-chart.tsx', () => ({
  StockChart: ({ candles, period }: { candles: readonly Candle[]; period: string }) => (
    <p data-testid="chart-stand-in">
      {period}:{candles.length}
    </p>
  ),
}));

const { toastFail } = await import('../../../lib/toast.ts');
const { ChartPanel, prefetchChart } = await import('./chart-panel.tsx');

const show = () =>
  mount(
    <QueryClientProvider client={queryClient}>
      <ChartPanel code="600519" tick={undefined} />
    </QueryClientProvider>,
  );

const candleReads = () => calls.gets.filter((c) => c.url === '/api/market/candles/600519');

useScreenTests();
afterEach(() => {
  queryClient.clear();
  calls.gets = [];
  calls.fail = 0;
  vi.mocked(toastFail).mockClear();
});

describe('the detail screen chart', () => {
  it('draws from the candles read with the screen’s first reads, without reading them again', async () => {
    prefetchChart('600519');
    await settle(20);
    await show();
    await until('chart-stand-in');
    expect(byTestId('chart-stand-in')?.textContent).toBe('day:1');
    expect(candleReads()).toEqual([{ url: '/api/market/candles/600519', params: { period: '1d', limit: 250 }, silent: true }]);
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('reads them itself, and reports a failure, when the first read failed', async () => {
    calls.fail = 2;
    prefetchChart('600519');
    await settle(20);
    await show();
    await until('chart-error');
    expect(candleReads().map((c) => c.silent)).toEqual([true, false]);
    expect(toastFail).toHaveBeenCalledWith('Error retrieving K-line data');
  });
});
