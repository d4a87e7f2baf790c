import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Approval } from './api/approvals';
import { render, settle, typeInto } from '../../test/render';
import { ApprovalsPage } from './approvals-page';

/** The page against a stubbed request client: what it offers depends on what the server says this operator may do. */
const calls = vi.hoisted(() => ({ list: [] as unknown[], posts: [] as unknown[][] }));

const base: Omit<Approval, 'id' | 'proposed_by' | 'can_decide'> = {
  kind: 'ledger.adjustment',
  target: 'user:7:x',
  payload: { user_id: 7, username: 'anna', amount: '40.00', reason: 'Goodwill credit' },
  state: 'pending',
  proposed_at: '2026-11-24T10:00:00.000Z',
  decided_by: null,
  decided_at: null,
  note: '',
  result: null,
};

vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === '/auth/me') return { id: 1, username: 'maker', roles: ['finance'], permissions: ['ledger.adjust'] };
    if (path === '/approvals' && !options?.method) return { list: calls.list, total: calls.list.length, page: 1, size: 20 };
    calls.posts.push([path, options?.body]);
    return { ...base, id: 1, proposed_by: 'other', can_decide: false, state: 'approved' };
  },
}));

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => {
  calls.list = [];
  calls.posts = [];
});
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll('[data-testid="approval-row"]')];

describe('the approvals page', () => {
  it('offers Approve only where the operator may decide, and only Withdraw on their own proposal', async () => {
    calls.list = [
      { ...base, id: 1, proposed_by: 'other', can_decide: true },
      { ...base, id: 2, proposed_by: 'maker', can_decide: false },
      { ...base, id: 3, kind: 'trading.fees', proposed_by: 'other', can_decide: false, payload: { commission_rate_ppm: 300 } },
    ];
    view = await render(<ApprovalsPage />);
    await settle();
    const [theirs, mine, otherRole] = rows();
    expect(theirs!.querySelector('[data-testid="approval-approve"]')).not.toBeNull();
    expect(theirs!.textContent).toContain('40.00 → anna: Goodwill credit');
    expect(mine!.querySelector('[data-testid="approval-approve"]')).toBeNull();
    expect(mine!.querySelector('[data-testid="approval-reject"]')?.textContent).toBe('Withdraw');
    expect(otherRole!.querySelector('[data-testid="approval-approve"]')).toBeNull();
    expect(otherRole!.querySelector('[data-testid="approval-reject"]')).toBeNull();
    expect(otherRole!.textContent).toContain('Needs another role');
  });

  it('approves with the note typed, through the confirmation dialog', async () => {
    calls.list = [{ ...base, id: 9, proposed_by: 'other', can_decide: true }];
    view = await render(<ApprovalsPage />);
    await settle();
    await act(async () => (rows()[0]!.querySelector('[data-testid="approval-approve"]') as HTMLButtonElement).click());
    await typeInto(document.querySelector('[data-testid="approval-note"]'), 'Checked the statement');
    await act(async () => (document.querySelector('[data-testid="approval-confirm"]') as HTMLButtonElement).click());
    await settle();
    expect(calls.posts).toEqual([['/approvals/9/approve', { note: 'Checked the statement' }]]);
  });
});
