import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle } from '../../test/render';
import type { AdminDeposit } from './api/get-deposits';
import { ConfirmDepositDialog } from './deposit-dialogs';

const server = vi.hoisted(() => ({ approval: null as null | { id: number }, posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { body?: unknown }) => {
    server.posts.push([path, options?.body]);
    return { approval: server.approval };
  },
}));

const deposit = {
  id: 44,
  reference: 'MD-ABCD2345',
  amount: '500.00',
  currency: 'CNY',
  user: { id: 7, username: 'demo', verified_name: 'Dana Demo' },
  state: 'pending',
} as unknown as AdminDeposit;

let view: Awaited<ReturnType<typeof render>>;
afterEach(() => view.unmount());
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

describe('confirming a deposit', () => {
  it('for more than announced, says the confirmation became a proposal instead of closing as if credited', async () => {
    server.approval = { id: 9 };
    const onClose = vi.fn();
    view = await render(<ConfirmDepositDialog deposit={deposit} onClose={onClose} />);
    await act(async () => byTestId('deposit-confirm-submit')!.click());
    await settle();
    expect(server.posts).toEqual([['/funding/deposits/44/confirm', { note: 'Transfer received in the bank account.' }]]);
    expect(byTestId('deposit-proposed')?.textContent).toContain('proposal #9');
    expect(onClose).not.toHaveBeenCalled();
  });
});
