import type { MoneyMarketHistoryItem, MoneyMarketSummary } from '@meridian/contract/money-market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, routed, until, useScreenTests, type Where } from '../../../test/screen.tsx';

/** The screens show the server's figures as sent, and send only what the user typed. */
const summary: MoneyMarketSummary = {
  currency: 'CNY',
  balance: '12345.67',
  earning: '12000.00',
  pending_purchase: '100.00',
  pending_redemption: '345.67',
  redeemable: '12000.00',
  yesterday_income: '0.66',
  cumulative_income: '12.34',
  seven_day_yield: '2.0000',
  current_rate_bp: 200,
  current_rate: '2.00',
  income_per_10k: '0.5479',
  yield_source: 'operator',
  day_count: 'actual/365',
  cutoff: '15:00',
  today: '2026-03-04',
  settled_through: '2026-03-03',
  order_now: { trade_day: '2026-03-04', confirm_day: '2026-03-05', first_income_day: '2026-03-06', pay_day: '2026-03-05' },
  instant_daily_cap: '10000.00',
  instant_remaining: '7000.00',
};
const history: MoneyMarketHistoryItem[] = [
  { type: 'income', id: 3, amount: '0.66', state: 'credited', mode: null, day: '2026-03-03', rate_bp: 200, created_at: '2026-03-03T16:05:00.000Z' },
  { type: 'redemption', id: 2, amount: '345.67', state: 'pending', mode: 'normal', day: '2026-03-05', rate_bp: null, created_at: '2026-03-04T02:00:00.000Z' },
  { type: 'purchase', id: 1, amount: '12000.00', state: 'confirmed', mode: null, day: '2026-03-02', rate_bp: null, created_at: '2026-03-01T02:00:00.000Z' },
];

const calls = vi.hoisted(() => ({ posts: [] as { url: string; body: unknown; key: string | undefined }[] }));

vi.mock('../../../lib/request.ts', () => ({
  isRequestFailure: () => false,
  get: async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/money-market/summary') return summary;
    if (url === '/api/money-market/estimate') return { amount: '12000.00', days: params?.['days'], annual_rate_bp: 200, annual_rate: '2.00', estimated_return: '19.73', day_count: 'actual/365', compounding: 'daily' };
    if (url === '/api/money-market/history') return { list: history, total: history.length, page: 1, size: 20 };
    if (url === '/api/account/summary') return { currency: 'CNY', available: '5000.00' };
    if (url === '/api/stock/getconfig') return { simulated: true };
    throw new Error(`unexpected GET ${url}`);
  },
  post: async (url: string, body: unknown, options?: { idempotencyKey?: string }) => {
    calls.posts.push({ url, body, key: options?.idempotencyKey });
    return { id: 9, amount: '100.00', state: 'pending', trade_day: '2026-03-04', confirm_day: '2026-03-05', first_income_day: '2026-03-06', created_at: '', confirmed_at: null };
  },
}));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn(), toastSuccess: vi.fn(), toastFail: vi.fn() }));
vi.mock('../../../lib/session.ts', () => ({ useSession: (pick: (s: { token: string }) => unknown) => pick({ token: 'token' }) }));

const { toast, toastSuccess } = await import('../../../lib/toast.ts');
const { MoneyMarketPage } = await import('./money-market-page.tsx');
const { MoneyHistoryPage } = await import('./money-history-page.tsx');
const { PaymentPage } = await import('./payment-page.tsx');

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

async function show(element: ReactNode) {
  const where: Where = { pathname: '/' };
  const routes = [
    { path: '/', element },
    { path: '/trade/money', element: <p data-testid="landed-on-money">money</p> },
  ];
  await mount(<QueryClientProvider client={new QueryClient()}>{routed(routes, '/', where)}</QueryClientProvider>, 100);
  return where;
}

function type(testId: string, value: string) {
  const input = byTestId(testId) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

useScreenTests();
afterEach(() => {
  calls.posts = [];
});

describe('money-market screens', () => {
  it('show the T+1 label, balance, income, yield, the estimate and the instant cap left', async () => {
    await show(<MoneyMarketPage />);
    // The estimate shows "–" until the server's figure arrives: wait for the figure itself.
    await until('money-estimate-result', (el) => el.textContent !== '–');
    await until('money-balance');
    expect(byTestId('money-t1')?.textContent).toBe('T+1');
    expect(byTestId('money-balance')?.textContent).toBe('12,345.67');
    expect(byTestId('money-yesterday-income')?.textContent).toBe('0.66');
    expect(byTestId('money-cumulative-income')?.textContent).toBe('12.34');
    expect(byTestId('money-seven-day-yield')?.textContent).toBe('2.0000%');
    expect(byTestId('money-yield-simulated')).toBeNull();
    expect(byTestId('money-estimate-result')?.textContent).toBe('19.73');
    await act(async () => {
      byTestId('money-redeem-mode-instant')?.click();
      await pause();
    });
    expect(byTestId('money-redeem-hint')?.textContent).toContain('7,000.00');
    expect(byTestId('money-redeem-hint')?.textContent).toContain('10,000.00');
  });

  it('lists purchases, redemptions and income with their days', async () => {
    await show(<MoneyHistoryPage />);
    await until('money-history-row');
    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="money-history-row"]')];
    expect(rows.map((r) => r.dataset['type'])).toEqual(['income', 'redemption', 'purchase']);
    expect(rows[0]?.textContent).toContain('Income for 03/03/2026 Tuesday');
    expect(rows[1]?.textContent).toContain('To be paid on 03/05/2026 Thursday');
    expect(rows[2]?.textContent).toContain('Confirmed on 03/02/2026 Monday');
  });

  it('buys with the trading password and an Idempotency-Key, says the purchase waits for its confirmation day and returns to the product', async () => {
    const where = await show(<PaymentPage />);
    await until('payment-confirm-day');
    expect(byTestId('payment-confirm-day')?.dataset['day']).toBe('2026-03-05');
    expect(byTestId('payment-confirm-day')?.textContent).toContain('2026');
    await act(async () => {
      type('payment-amount', '5000.01');
      type('payment-pay-password', '135790');
      byTestId('payment-submit')?.click();
      await pause();
    });
    expect(calls.posts).toEqual([]); // over the available cash: refused on the phone, nothing sent
    expect(toast).toHaveBeenCalledWith('The amount cannot be more than the available cash of 5,000.00');
    await act(async () => {
      type('payment-amount', '100.00');
      byTestId('payment-submit')?.click();
      await pause();
    });
    expect(calls.posts).toHaveLength(1);
    expect(calls.posts[0]).toMatchObject({ url: '/api/money-market/purchases', body: { amount: '100.00', pay_password: '135790' } });
    expect(calls.posts[0]?.key).toMatch(/.{8,}/);
    expect(toastSuccess).toHaveBeenCalledWith('Purchase submitted — confirmed on 03/05/2026 Thursday');
    expect(where.pathname).toBe('/trade/money');
  });

  it('says why nothing can be redeemed while the only money is a purchase waiting for confirmation', async () => {
    const before = { ...summary };
    Object.assign(summary, { balance: '0.00', earning: '0.00', pending_redemption: '0.00', redeemable: '0.00', instant_remaining: '0.00', pending_purchase: '5000.00' });
    try {
      await show(<MoneyMarketPage />);
      await until('money-redeem-limit');
      expect(byTestId('money-redeem-limit')?.textContent).toBe('Nothing to redeem yet: 5,000.00 is waiting for confirmation and can be redeemed once it is confirmed.');
      await act(async () => {
        type('money-redeem-amount', '100');
        type('money-redeem-pay-password', '135790');
        byTestId('money-redeem-submit')?.click();
        await pause();
      });
      expect(calls.posts).toEqual([]);
      expect(toast).toHaveBeenCalledWith('Nothing to redeem yet: 5,000.00 is waiting for confirmation and can be redeemed once it is confirmed.');
    } finally {
      Object.assign(summary, before);
    }
  });
});
