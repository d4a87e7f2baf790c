import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle, typeInto } from '../../test/render';
import { AdjustmentForm } from './adjustment-form';

const server = vi.hoisted(() => ({ permissions: [] as string[], posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === '/auth/me') return { id: 1, username: 'maker', roles: [], permissions: server.permissions };
    if (path === '/users') return { list: [{ id: 7, username: 'demo' }], total: 1, page: 1, size: 10 };
    if (path === '/funding/users/7/ledger')
      return { user: { id: 7, username: 'demo', verified_name: 'Dana Demo' }, balances: { cash_available: '500.00' }, currency: 'EUR', list: [], total: 0, page: 1, size: 1 };
    if (path === '/funding/adjustments' && options?.method === 'POST') {
      server.posts.push([path, options.body]);
      return { id: 41, kind: 'ledger.adjustment', state: 'pending', payload: { amount: '12.34', username: 'demo' } };
    }
    throw new Error(`unexpected ${path}`);
  },
}));

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => {
  server.posts = [];
  localStorage.removeItem('admin-lang');
});
afterEach(() => view.unmount());

const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const type = (testId: string, value: string) => typeInto(byTestId(testId), value);
const click = (testId: string) => act(async () => byTestId(testId)!.click());

describe('the adjustment form', () => {
  it('says that it proposes, and offers no submit to an operator who may only read the ledger', async () => {
    server.permissions = ['ledger.read'];
    view = await render(<AdjustmentForm initialUser="" />);
    await settle();
    expect(byTestId('adjustment-proposal-notice')?.textContent).toContain('creates a proposal');
    expect(byTestId('adjustment-submit')).toBeNull();
    expect(byTestId('adjustment-not-allowed')).not.toBeNull();
  });

  it('refuses a malformed amount and a short reason before asking the server', async () => {
    server.permissions = ['ledger.read', 'ledger.adjust'];
    view = await render(<AdjustmentForm initialUser="demo" />);
    await settle();
    await type('adjustment-amount', '12.345');
    await type('adjustment-reason', 'abc');
    await click('adjustment-submit');
    await settle();
    expect(view.container.textContent).toContain('at most two decimals');
    expect(view.container.textContent).toContain('5 to 200 characters');
    expect(byTestId('adjustment-confirm-dialog')).toBeNull();
    expect(server.posts).toEqual([]);
  });

  it('names the user and the reason they will read, then sends a proposal and says it waits for a second operator', async () => {
    server.permissions = ['ledger.read', 'ledger.adjust'];
    view = await render(<AdjustmentForm initialUser="demo" />);
    await settle();
    await type('adjustment-amount', '12.34');
    await type('adjustment-reason', 'Goodwill for a delayed transfer');
    await click('adjustment-submit');
    await settle();
    expect(byTestId('adjustment-confirm-amount')?.textContent).toContain('12.34 EUR');
    expect(byTestId('adjustment-visibility')?.textContent).toContain('Goodwill for a delayed transfer');
    expect(byTestId('adjustment-four-eyes')?.textContent).toContain('this is a proposal');
    await click('adjustment-confirm');
    await settle();
    expect(server.posts).toEqual([['/funding/adjustments', { user_id: 7, amount: '12.34', reason: 'Goodwill for a delayed transfer' }]]);
    expect(byTestId('adjustment-posted')?.textContent).toContain('waiting for a second operator');
  });
});
