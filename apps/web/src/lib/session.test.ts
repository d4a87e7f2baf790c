import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ANSWERS_CACHE } from './offline-answers.ts';
import { useSession } from './session.ts';

const user = { id: 1, username: 'a', phone: '', avatar: '', lang: 'en' as const, has_pay_password: false, created_at: '2025-01-01T00:00:00Z' };

describe('the answers kept for offline use follow the session', () => {
  const drop = vi.fn(async () => true);
  beforeEach(() => {
    useSession.getState().clear();
    vi.stubGlobal('caches', { delete: drop });
    drop.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are dropped when someone signs in, so the previous person’s account is never shown offline', () => {
    useSession.getState().login('tok-2', user);
    expect(drop).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
  });

  it('are dropped when the session ends, by a logout or by an expiry', () => {
    useSession.getState().login('tok-2', user);
    drop.mockClear();
    useSession.getState().clear('expired');
    expect(drop).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
    useSession.getState().login('tok-3', user);
    drop.mockClear();
    useSession.getState().clear('logout');
    expect(drop).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
  });

  it('are kept while the session goes on', () => {
    useSession.getState().login('tok-2', user);
    drop.mockClear();
    useSession.getState().setKfUrl('https://help.example');
    useSession.getState().patchUserinfo({ phone: '+49 151 0000 0000' });
    expect(drop).not.toHaveBeenCalled();
  });
});
