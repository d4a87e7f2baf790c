import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, routed, until, useScreenTests } from '../test/screen.tsx';
import { configQuery } from '../lib/config.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';
import { decide, Guard, isOpenPath, loginTarget, prefetchGuardConfig } from './guard.tsx';

const visitor = { loggedIn: false, kfUrlLoaded: false };
const fresh = { loggedIn: true, kfUrlLoaded: false };
const ready = { loggedIn: true, kfUrlLoaded: true };

describe('isOpenPath', () => {
  it('opens the spec list, prefixes included', () => {
    for (const path of ['/login', '/agreement', '/register', '/shop', '/explore', '/detail', '/search', '/search/search', '/forgotPassword', '/changePassword', '/setting/language']) {
      expect(isOpenPath(path), path).toBe(true);
    }
  });

  it('keeps everything else closed', () => {
    for (const path of ['/', '/home', '/my', '/setting', '/homedetail', '/apply', '/change-pwt', '/loginx']) {
      expect(isOpenPath(path), path).toBe(false);
    }
  });
});

describe('decide', () => {
  it('sends a visitor on a closed path to /login, remembering where they were going', () => {
    expect(decide('/my', visitor, '?tab=1')).toEqual({ kind: 'redirect', to: '/login', from: '/my?tab=1' });
    expect(decide('/register', visitor)).toEqual({ kind: 'allow' });
  });

  it('does not remember the page after a deliberate logout', () => {
    expect(decide('/setting', { ...visitor, loggedOut: true })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a logged-in user away from /login, to the page they were stopped at if any', () => {
    expect(decide('/login', ready)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', fresh)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', ready, '', '/my?tab=1')).toEqual({ kind: 'redirect', to: '/my?tab=1' });
  });

  it('accepts only in-app paths other than /login as a redirect target', () => {
    expect(loginTarget({ from: '/setting' })).toBe('/setting');
    expect(loginTarget({ from: '/login' })).toBeUndefined();
    expect(loginTarget({ from: 'https://evil.example' })).toBeUndefined();
    expect(loginTarget({ from: '//evil.example/x' })).toBeUndefined();
    expect(loginTarget(null)).toBeUndefined();
  });

  it('loads the config first when the support URL is missing, on any path', () => {
    expect(decide('/home', fresh)).toEqual({ kind: 'load-config' });
    expect(decide('/setting/language', fresh)).toEqual({ kind: 'load-config' });
    expect(decide('/home', ready)).toEqual({ kind: 'allow' });
  });
});

describe('prefetchGuardConfig', () => {
  const configCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/stock/getconfig')).length;
  beforeEach(() => {
    queryClient.clear();
    useSession.getState().clear();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: { kf_url: 'https://help.example' } }))));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the config at start-up when the guard is going to wait for it, and the guard then joins that fetch', async () => {
    useSession.getState().login('tok-1', { id: 1, username: 'a', phone: '', avatar: '', lang: 'en', has_pay_password: false, created_at: '2025-01-01T00:00:00Z' });
    prefetchGuardConfig('/home');
    await expect(queryClient.fetchQuery(configQuery)).resolves.toMatchObject({ kf_url: 'https://help.example' });
    expect(configCalls()).toBe(1);
  });

  it('stores the support URL in the session, so the first render need not wait for the guard', async () => {
    useSession.getState().login('tok-1', { id: 1, username: 'a', phone: '', avatar: '', lang: 'en', has_pay_password: false, created_at: '2025-01-01T00:00:00Z' });
    await prefetchGuardConfig('/home');
    expect(useSession.getState().kfUrl).toBe('https://help.example');
    expect(decide('/home', { loggedIn: true, kfUrlLoaded: true })).toEqual({ kind: 'allow' });
  });

  it('resolves on a failed fetch and leaves the session waiting, for the guard to fetch again and report', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('bad gateway', { status: 502 })));
    useSession.getState().login('tok-1', { id: 1, username: 'a', phone: '', avatar: '', lang: 'en', has_pay_password: false, created_at: '2025-01-01T00:00:00Z' });
    await expect(prefetchGuardConfig('/home')).resolves.toBeUndefined();
    expect(useSession.getState().kfUrl).toBeNull();
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('fetches nothing for a visitor, nor for a signed-in user on /login (sent on, not kept waiting)', () => {
    prefetchGuardConfig('/home');
    useSession.getState().login('tok-1', { id: 1, username: 'a', phone: '', avatar: '', lang: 'en', has_pay_password: false, created_at: '2025-01-01T00:00:00Z' });
    prefetchGuardConfig('/login');
    expect(configCalls()).toBe(0);
  });
});

describe('Guard, when the config cannot be had', () => {
  useScreenTests();
  const user = { id: 1, username: 'a', phone: '', avatar: '', lang: 'en' as const, has_pay_password: false, created_at: '2025-01-01T00:00:00Z' };
  const screen = () => routed([{ path: '/home', element: createElement(Guard, null, createElement('p', { 'data-testid': 'home-screen' })) }], '/home');
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  beforeEach(() => {
    queryClient.clear();
    useSession.getState().clear();
    useSession.getState().login('tok-1', user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setOnline(true);
  });

  it('ends the session when the request fails while the phone is online (spec §2)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await mount(screen(), 50);
    expect(useSession.getState().token).toBeNull();
    expect(byTestId('home-screen')).toBeNull();
  });

  it('keeps the session while the phone is offline, and asks again once it is back', async () => {
    setOnline(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await mount(screen(), 50);
    expect(useSession.getState().token).toBe('tok-1');
    expect(byTestId('page-loading')).not.toBeNull();
    expect(byTestId('home-screen')).toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: { kf_url: 'https://help.example' } }))));
    await act(async () => setOnline(true));
    await until('home-screen');
    expect(byTestId('home-screen')).not.toBeNull();
    expect(useSession.getState().kfUrl).toBe('https://help.example');
  });
});
