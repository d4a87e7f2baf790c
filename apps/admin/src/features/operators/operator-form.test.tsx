import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle, typeInto } from '../../test/render';
import { OperatorForm } from './operator-form';

const calls = vi.hoisted(() => ({ posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { body?: unknown }) => {
    calls.posts.push([path, options?.body]);
    return { id: 5, username: 'new_op', roles: ['finance'], two_factor: false, disabled: false, created_at: '2026-11-24T10:00:00.000Z' };
  },
}));

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => (calls.posts = []));
afterEach(() => view.unmount());

const type = (testId: string, value: string) => typeInto(view.container.querySelector(`[data-testid="${testId}"]`), value);
const submit = () => act(async () => (view.container.querySelector('[data-testid="operator-submit"]') as HTMLButtonElement).click());

describe('the new-operator form', () => {
  it('sends nothing without a role or with a short password, and says why', async () => {
    view = await render(<OperatorForm />);
    await type('operator-username', 'new_op');
    await type('operator-password', 'short');
    await submit();
    await settle();
    expect(calls.posts).toEqual([]);
    expect(view.container.textContent).toContain('At least 12 characters');
    expect(view.container.textContent).toContain('Choose at least one role');
  });

  it('sends the name, password and chosen roles', async () => {
    view = await render(<OperatorForm />);
    await type('operator-username', 'new_op');
    await type('operator-password', 'A-long-enough-password');
    const finance = [...view.container.querySelectorAll('[data-testid="operator-roles"] label')].find((l) => l.textContent === 'Finance')!;
    await act(async () => (finance.querySelector('input') as HTMLInputElement).click());
    await submit();
    await settle();
    expect(calls.posts).toEqual([['/operators', { username: 'new_op', password: 'A-long-enough-password', roles: ['finance'] }]]);
    expect(view.container.querySelector('[data-testid="operator-created"]')).not.toBeNull();
  });
});
