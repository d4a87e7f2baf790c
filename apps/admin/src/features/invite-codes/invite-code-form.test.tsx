import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle, typeInto } from '../../test/render';
import { InviteCodeForm } from './invite-code-form';

const calls = vi.hoisted(() => ({ posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { body?: { code?: string } }) => {
    calls.posts.push([path, options?.body]);
    return { id: 9, code: options?.body?.code ?? 'AUTO1234', note: 'spring', max_uses: 3, used: 0, expires_at: null, created_at: '2026-11-24T10:00:00.000Z', created_by: 'admin', disabled: false };
  },
}));

const EXPIRY_RULE = 'The expiry must be in the future.';

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => (calls.posts = []));
afterEach(() => view.unmount());

const input = (testId: string) => view.container.querySelector(`[data-testid="${testId}"]`) as HTMLInputElement;
const type = (testId: string, value: string) => typeInto(input(testId), value);
const submit = async () => {
  await act(async () => (view.container.querySelector('[data-testid="invite-code-submit"]') as HTMLButtonElement).click());
  await settle();
};

describe('the invitation-code form', () => {
  it('sends nothing for a code with other characters or an expiry in the past, and says why', async () => {
    view = await render(<InviteCodeForm />);
    await type('invite-code-input-code', 'NO SPACES');
    await submit();
    expect(calls.posts).toEqual([]);
    expect(view.container.textContent).toContain('The code is 4 to 32 letters or digits.');

    await type('invite-code-input-code', 'SPRING26');
    await type('invite-code-input-expires-at', '2020-01-01T10:00');
    await submit();
    expect(calls.posts).toEqual([]);
    expect(view.container.textContent).not.toContain('The code is 4 to 32 letters or digits.');
    expect(view.container.textContent).toContain(EXPIRY_RULE);
  });

  it('sends the trimmed draft once it is valid, then starts a fresh draft', async () => {
    view = await render(<InviteCodeForm />);
    await type('invite-code-input-code', ' SPRING26 ');
    await type('invite-code-input-note', ' spring ');
    await type('invite-code-input-max-uses', '3');
    await submit();
    expect(calls.posts).toEqual([['/invite-codes', { code: 'SPRING26', note: 'spring', max_uses: 3, expires_at: null }]]);
    expect(input('invite-code-input-code').value).toBe('');
    expect(input('invite-code-input-max-uses').value).toBe('1');
  });
});
