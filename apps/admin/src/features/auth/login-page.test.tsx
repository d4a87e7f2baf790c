import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render, settle, typeInto } from '../../test/render';
import { getToken } from '../../lib/session';
import { LoginPage } from './login-page';

const calls = vi.hoisted(() => ({ posts: [] as unknown[][] }));
vi.mock('../../lib/request', () => ({
  isApiError: () => false,
  request: async (path: string, options?: { body?: unknown }) => {
    calls.posts.push([path, options?.body]);
    if (path === '/auth/login') return { step: 'enroll', challenge: 'chal', secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Meridian:new_op?secret=JBSWY3DPEHPK3PXP' };
    return { token: 'session-token', operator: { id: 1, username: 'new_op', roles: ['support'], permissions: [] }, recovery_codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-0000-1111'] };
  },
}));

let view: Awaited<ReturnType<typeof render>>;
beforeEach(() => {
  calls.posts = [];
  sessionStorage.clear();
});
afterEach(() => view.unmount());

const byTestId = (id: string) => view.container.querySelector(`[data-testid="${id}"]`) as HTMLInputElement;
const type = (id: string, value: string) => typeInto(byTestId(id), value);
const click = (id: string) => act(async () => byTestId(id).click());

describe('the two-step sign-in', () => {
  it('enrols: shows the secret to scan, sends the first code, then shows the recovery codes before entering', async () => {
    view = await render(<LoginPage />);
    await type('login-username', 'new_op');
    await type('login-password', 'A-long-enough-password');
    await click('login-submit');
    await settle();
    expect(byTestId('login-enroll-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(view.container.querySelector('canvas, svg')).not.toBeNull();
    await type('login-code', '123456');
    await click('login-code-submit');
    await settle();
    expect(calls.posts.at(-1)).toEqual(['/auth/second-factor', { challenge: 'chal', code: '123456' }]);
    expect(byTestId('login-recovery-codes').textContent).toContain('AAAA-BBBB-CCCC-DDDD');
    // Not signed in until the operator has seen the codes.
    expect(getToken()).toBeNull();
    await click('login-recovery-done');
    expect(getToken()).toBe('session-token');
  });
});
