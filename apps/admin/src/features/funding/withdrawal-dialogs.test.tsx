import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle } from '../../test/render';
import type { AdminWithdrawal } from './api/get-withdrawals';
import { ApproveWithdrawalDialog } from './withdrawal-dialogs';

const server = vi.hoisted(() => ({ approval: null as null | { id: number }, posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { body?: unknown }) => {
    server.posts.push([path, options?.body]);
    return { withdrawal: {}, approval: server.approval };
  },
}));

const withdrawal = {
  id: 31,
  amount: '80000.00',
  currency: 'CNY',
  user: { id: 7, username: 'demo', verified_name: 'Dana Demo' },
  payout: { holder: 'Dana Demo', bank: 'Bank of Example', branch: null, iban: 'CN00 0000' },
  card: { unbound: false },
  state: 'pending',
} as unknown as AdminWithdrawal;

let view: Awaited<ReturnType<typeof render>>;
afterEach(() => view.unmount());
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

describe('approving a withdrawal', () => {
  it('above the single-operator limit, says from the start that the approval is a proposal, and then which one', async () => {
    server.approval = { id: 12 };
    const onClose = vi.fn();
    view = await render(<ApproveWithdrawalDialog withdrawal={{ ...withdrawal, second_approval: true }} onClose={onClose} />);
    expect(document.body.textContent).toContain('Propose this pay-out?');
    expect(byTestId('withdrawal-approve-submit')?.textContent).toContain('Propose for a second approval');
    expect(document.body.textContent).not.toContain('Approve and pay out');
    await act(async () => byTestId('withdrawal-approve-submit')!.click());
    await settle();
    expect(server.posts).toEqual([['/funding/withdrawals/31/approve', { note: '' }]]);
    expect(byTestId('withdrawal-proposed')?.textContent).toContain('proposal #12');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('within the limit, pays out and closes', async () => {
    server.approval = null;
    server.posts = [];
    const onClose = vi.fn();
    view = await render(<ApproveWithdrawalDialog withdrawal={{ ...withdrawal, second_approval: false }} onClose={onClose} />);
    expect(document.body.textContent).toContain('Approve this withdrawal?');
    expect(byTestId('withdrawal-approve-submit')?.textContent).toContain('Approve and pay out');
    await act(async () => byTestId('withdrawal-approve-submit')!.click());
    await settle();
    expect(onClose).toHaveBeenCalled();
    expect(byTestId('withdrawal-proposed')).toBeNull();
  });
});
