import type { UserInfo } from '@meridian/contract/auth';
import { create } from 'zustand';
import { getToken, removeToken, setToken } from './cookies.ts';
import { localCache, STORAGE_KEYS } from './storage.ts';

type SessionState = {
  token: string | null;
  userinfo: UserInfo | null;
  /** Support URL from the config; null until the config is loaded ("" is a loaded, empty value). */
  kfUrl: string | null;
  /**
   * How the last session ended here: after a deliberate logout the next login starts at /, after
   * an expiry (401) it returns to the page the user was on.
   */
  endedBy: 'logout' | 'expired' | null;
  login: (token: string, userinfo: UserInfo) => void;
  setUserinfo: (userinfo: UserInfo) => void;
  patchUserinfo: (patch: Partial<UserInfo>) => void;
  setKfUrl: (kfUrl: string) => void;
  clear: (reason?: 'logout' | 'expired') => void;
};

function initialSession(): Pick<SessionState, 'token' | 'userinfo'> {
  const token = getToken() ?? null;
  // User info without a token is left over from an expired cookie: drop it.
  if (!token) {
    localCache.remove(STORAGE_KEYS.userinfo);
    return { token: null, userinfo: null };
  }
  return { token, userinfo: localCache.getJSON<UserInfo>(STORAGE_KEYS.userinfo) };
}

export const useSession = create<SessionState>()((set, get) => ({
  ...initialSession(),
  kfUrl: null,
  endedBy: null,
  login(token, userinfo) {
    setToken(token);
    localCache.setJSON(STORAGE_KEYS.userinfo, userinfo);
    set({ token, userinfo, endedBy: null });
  },
  setUserinfo(userinfo) {
    localCache.setJSON(STORAGE_KEYS.userinfo, userinfo);
    set({ userinfo });
  },
  patchUserinfo(patch) {
    const current = get().userinfo;
    if (current) get().setUserinfo({ ...current, ...patch });
  },
  setKfUrl(kfUrl) {
    set({ kfUrl });
  },
  clear(reason = 'expired') {
    removeToken();
    localCache.remove(STORAGE_KEYS.userinfo);
    set({ token: null, userinfo: null, kfUrl: null, endedBy: reason });
  },
}));

/** The cookie is the truth for "logged in": it expires on its own after 3 days. */
export function isLoggedIn(): boolean {
  return Boolean(getToken());
}
