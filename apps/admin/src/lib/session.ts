import { useSyncExternalStore } from 'react';

/**
 * The operator's token. sessionStorage rather than localStorage: an operator session ends with
 * the browser tab, and is never shared with another tab or left behind on a shared machine.
 */
const TOKEN_KEY = 'admin-token';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearSession(): void {
  if (getToken() === null) return;
  sessionStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the token is set or cleared, e.g. by a 401 from any request. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken);
}
