import type { Position } from '@meridian/contract/trading';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, mount, routed, until, useScreenTests } from '../../../test/screen.tsx';

/** Holdings move with the ticks: a held code's tick re-values its row and the totals. */
const live = vi.hoisted(() => ({ ticks: new Map<string, { code: string; price: string }>() }));

const position = (id: number, code: string, over: Partial<Position> = {}): Position => ({
  id,
  code,
  name: `股票${code}`,
  name_en: `Stock ${code}`,
  source: 'order',
  quantity: 300,
  sellable: 300,
  buy_price: '10.00',
  buy_value: '3000.00',
  buy_fee: '5.03',
  buy_time: '2025-11-20T02:00:00.000Z',
  sellable_from: '2025-11-21',
  locked: false,
  reserved: 0,
  leverage: 1,
  capital: '3005.03',
  borrowed: '0.00',
  interest: '0.00',
  price: '10.00',
  market_value: '3000.00',
  floating_pl: '-5.03',
  floating_pl_pct: '-0.17',
  margin_pct: null,
  margin_call: false,
  simulated: true,
  ...over,
});

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string) => {
    if (url === '/api/trading/positions') {
      return { list: [position(1, '600519'), position(2, '000001', { leverage: 2 })], market_value: '6000.00', floating_pl: '-10.06' };
    }
    if (url === '/api/stock/getconfig') return { simulated: true };
    throw new Error(`unexpected GET ${url}`);
  },
}));
vi.mock('../../../lib/live.ts', () => ({ useLiveQuotes: () => live.ticks, useLiveQuote: () => undefined }));

const { HoldingPage } = await import('./holding-page.tsx');

useScreenTests();

describe('holdings', () => {
  it('re-values a held code on its tick: gain in red, loss in green, totals exact', async () => {
    live.ticks = new Map([['600519', { code: '600519', price: '10.37' }]]);
    await mount(
      <QueryClientProvider client={new QueryClient()}>
        {routed([{ path: '/', element: <HoldingPage /> }])}
      </QueryClientProvider>,
      50,
    );
    await until('holding-row-600519');
    const up = byTestId('holding-row-600519');
    const flat = byTestId('holding-row-000001');
    if (!up || !flat) throw new Error('rows missing');
    expect(byTestId('holding-price', up)?.textContent).toBe('10.37');
    expect(byTestId('holding-market-value', up)?.textContent).toBe('3,111.00');
    expect(byTestId('holding-floating-pl', up)?.textContent).toBe('+105.97');
    expect(byTestId('holding-floating-pl', up)?.parentElement?.className).toContain('tone-up');
    expect(byTestId('holding-floating-pl', flat)?.textContent).toBe('-5.03');
    expect(byTestId('holding-floating-pl', flat)?.parentElement?.className).toContain('tone-down');
    expect(byTestId('holding-leverage', flat)?.textContent).toBe('2×');
    expect(byTestId('holdings-market-value')?.textContent).toBe('6,111.00');
    expect(byTestId('holdings-floating-pl')?.textContent).toBe('+100.94');
    expect(byTestId('holdings-count')?.textContent).toBe('2');
  });
});
