import type { Ticket } from '@meridian/contract/trading';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from '../../../lib/router.tsx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, settle, useScreenTests } from '../../../test/screen.tsx';

/**
 * The ticket in a browser-like DOM against a stubbed request client: what it sends is what the
 * contract asks for (whole shares, the limit price as typed, never a value or a fee), and the
 * order goes out with the trading password and an Idempotency-Key.
 */
const calls = vi.hoisted(() => ({ get: [] as unknown[][], post: [] as unknown[][] }));

const TICKET: Ticket = {
  code: '600519',
  name: '贵州茅台',
  name_en: 'Kweichow Moutai',
  price: '10.00',
  prev_close: '10.00',
  ask: '10.01',
  bid: '9.99',
  band_up: '11.00',
  band_down: '9.00',
  tick: '0.01',
  lot_size: 100,
  min_buy: 100,
  buy_step: 100,
  halted: false,
  market_open: true,
  next_open: null,
  available_cash: '100000.00',
  sellable: 0,
  max_buy: 9_900,
  fees: { commission_rate_ppm: 250, commission_min: '5.00', transfer_fee_rate_ppm: 10, stamp_duty_rate_ppm: 500 },
  leverage: [1],
  simulated: true,
};

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string, params?: unknown) => {
    calls.get.push([url, params]);
    if (url === '/api/trading/ticket') return TICKET;
    if (url === '/api/stock/getconfig') return { simulated: true };
    throw new Error(`unexpected GET ${url}`);
  },
  post: async (url: string, body: { quantity: number; side: string; type: string; code: string }, options?: unknown) => {
    calls.post.push([url, body, options]);
    if (url === '/api/trading/orders/preview') {
      return { ...body, price: '10.01', value: '2002.00', fees: { commission: '5.00', transfer_fee: '0.02', stamp_duty: '0.00', total: '5.02' }, total: '2007.02', leverage: 1, own_funds: '2007.02', borrowed: '0.00' };
    }
    if (url === '/api/trading/orders') return { ...body, id: 1, state: 'filled' };
    throw new Error(`unexpected POST ${url}`);
  },
}));
vi.mock('../../../lib/live.ts', () => ({ useLiveQuote: () => undefined, useLiveQuotes: () => new Map() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn(), toastSuccess: vi.fn(), toastFail: vi.fn(), clearToasts: vi.fn() }));

const { OrderTicket } = await import('./order-ticket.tsx');
const { toast, toastSuccess } = await import('../../../lib/toast.ts');

function type(id: string, value: string) {
  const input = byTestId(id) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

useScreenTests();
beforeEach(async () => {
  calls.get.length = 0;
  calls.post.length = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await mount(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderTicket initialCode="600519" initialSide="buy" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
});

describe('order ticket', () => {
  it('shows the stock, its limits and the spec message for zero lots', async () => {
    expect(byTestId('order-stock-name')?.textContent).toContain('贵州茅台');
    expect(byTestId('order-max-buy')?.textContent).toBe('99 lots (9,900 shares)');
    expect(byTestId('order-lots-hint')?.dataset['unit']).toBe('lots');
    act(() => byTestId('order-submit')?.click());
    expect(toast).toHaveBeenCalledWith('The number of lots cannot be 0');
  });

  it('previews in shares, then places the order with the password and an Idempotency-Key', async () => {
    type('order-lots', '2');
    await settle(600);
    await settle();
    const preview = calls.post.find(([url]) => url === '/api/trading/orders/preview');
    expect(preview?.[1]).toEqual({ code: '600519', side: 'buy', type: 'market', quantity: 200, leverage: 1 });
    expect(byTestId('order-preview-total')?.textContent).toBe('2,007.02');
    expect(byTestId('order-preview-stamp-duty')).toBeNull();

    act(() => byTestId('order-submit')?.click());
    await settle();
    expect(byTestId('order-confirm-total')?.textContent).toBe('2,007.02');
    type('order-pay-password', '123456');
    await act(async () => {
      byTestId('order-confirm')?.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const placed = calls.post.find(([url]) => url === '/api/trading/orders');
    expect(placed?.[1]).toEqual({ code: '600519', side: 'buy', type: 'market', quantity: 200, leverage: 1, pay_password: '123456' });
    expect((placed?.[2] as { idempotencyKey?: string }).idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(toastSuccess).toHaveBeenCalledWith('Purchase successful');
  });

  it('sends a limit price as typed and refuses one outside the band before asking the server', async () => {
    act(() => byTestId('order-type-limit')?.click());
    expect((byTestId('order-price') as HTMLInputElement).value).toBe('10.00');
    type('order-price', '11.50');
    type('order-lots', '1');
    act(() => byTestId('order-submit')?.click());
    expect(toast).toHaveBeenCalledWith('The price must be between 9.00 and 11.00 today');
    type('order-price', '10.50');
    await settle(600);
    const preview = calls.post.filter(([url]) => url === '/api/trading/orders/preview').at(-1);
    expect(preview?.[1]).toMatchObject({ type: 'limit', price: '10.50', quantity: 100 });
  });
});
