import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_ANSWERS_CACHE } from './offline-answers.ts';
import { queryClient } from './query-client.ts';
import { useSession } from './session.ts';
import { watchSessionBoundaries } from './session-boundary.ts';

const dropPush = vi.fn(async () => undefined);
vi.mock('./push.ts', () => ({ dropPushSubscription: () => dropPush() }));

const user = { id: 1, username: 'a', phone: '', avatar: '', lang: 'en' as const, has_pay_password: false, created_at: '2025-01-01T00:00:00Z' };
const ACCOUNT = ['account', 'summary'];

describe('what the app holds of a person goes when the session changes', () => {
  const dropCache = vi.fn(async () => true);
  let stop: () => void;
  beforeEach(() => {
    useSession.getState().clear();
    vi.stubGlobal('caches', { delete: dropCache });
    stop = watchSessionBoundaries();
    useSession.getState().login('tok-a', user);
    queryClient.setQueryData(ACCOUNT, { total: '1000.00' });
    dropCache.mockClear();
    dropPush.mockClear();
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('on an expiry: the answers in memory and kept offline, and the push subscription', async () => {
    useSession.getState().clear('expired');
    expect(queryClient.getQueryData(ACCOUNT)).toBeUndefined();
    expect(dropCache).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
    await vi.waitFor(() => expect(dropPush).toHaveBeenCalled());
  });

  it('on a logout', async () => {
    useSession.getState().clear('logout');
    expect(queryClient.getQueryData(ACCOUNT)).toBeUndefined();
    expect(dropCache).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
    await vi.waitFor(() => expect(dropPush).toHaveBeenCalled());
  });

  it('on a sign-in, so the next person never sees what the last one left (after an expiry with the app closed)', async () => {
    useSession.setState({ token: null, userinfo: null });
    queryClient.setQueryData(ACCOUNT, { total: '1000.00' });
    dropCache.mockClear();
    dropPush.mockClear();
    useSession.getState().login('tok-b', user);
    expect(queryClient.getQueryData(ACCOUNT)).toBeUndefined();
    expect(dropCache).toHaveBeenCalledWith(OFFLINE_ANSWERS_CACHE);
    // The browser's subscription was made for the session before: the server sends it that person's notifications.
    await vi.waitFor(() => expect(dropPush).toHaveBeenCalled());
  });

  it('nothing while the session goes on', () => {
    useSession.getState().setKfUrl('https://help.example');
    useSession.getState().patchUserinfo({ phone: '+49 151 0000 0000' });
    expect(queryClient.getQueryData(ACCOUNT)).toEqual({ total: '1000.00' });
    expect(dropCache).not.toHaveBeenCalled();
    expect(dropPush).not.toHaveBeenCalled();
  });
});
