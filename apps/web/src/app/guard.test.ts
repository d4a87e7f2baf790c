import { describe, expect, it } from 'vitest';
import { decide, isOpenPath, loginTarget } from './guard.tsx';

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
