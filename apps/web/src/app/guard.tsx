import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from '../lib/router.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { configQuery, fetchConfig } from '../lib/config.ts';
import { useNetwork } from '../lib/network.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';

/** Spec §2: paths open without login; a prefix match counts (so /search/search is open). */
export const OPEN_PREFIXES = [
  '/login',
  '/agreement',
  '/register',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
  '/setting/language',
] as const;

// Matched segment by segment, so /detail does not open /detailed or /homedetail.
export function isOpenPath(pathname: string): boolean {
  return OPEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; from?: string }
  | { kind: 'load-config' };

/** Where the guard was taking a visitor before it sent them to /login; never /login itself. */
export function loginTarget(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  // A leading // would be another site (protocol-relative URL), so only single-slash paths count.
  return typeof from === 'string' && /^\/(?!\/)/.test(from) && !from.startsWith('/login') ? from : undefined;
}

/**
 * The guard's rules (spec §2) as a pure function of the path and the session. A logged-in user on
 * /login goes to / — or, right after logging in, to the page the guard had stopped them at.
 */
export function decide(
  pathname: string,
  session: { loggedIn: boolean; kfUrlLoaded: boolean; loggedOut?: boolean },
  search = '',
  from?: string,
): GuardDecision {
  if (!session.loggedIn) {
    if (isOpenPath(pathname)) return { kind: 'allow' };
    // After a deliberate logout the page being left is not worth returning to.
    return session.loggedOut ? { kind: 'redirect', to: '/login' } : { kind: 'redirect', to: '/login', from: `${pathname}${search}` };
  }
  if (pathname === '/login' || pathname.startsWith('/login/')) return { kind: 'redirect', to: from ?? '/' };
  if (!session.kfUrlLoaded) return { kind: 'load-config' };
  return { kind: 'allow' };
}

/**
 * Starts, at start-up, the config fetch the guard is going to wait for (a signed-in user's first
 * page after a reload), alongside the screen's code and text tables instead of after them. Its
 * answer is stored in the session as the guard's own would be, so a config that arrives before
 * the first render lets that render draw the screen instead of the waiting ring. A failure here
 * is left for the guard to meet again (its own fetch reports it). Resolves either way.
 */
export function prefetchGuardConfig(pathname: string): Promise<void> {
  const { token, kfUrl } = useSession.getState();
  if (decide(pathname, { loggedIn: Boolean(token), kfUrlLoaded: kfUrl !== null }).kind !== 'load-config') return Promise.resolve();
  return queryClient.fetchQuery({ ...configQuery, queryFn: () => fetchConfig({ silent: true }) }).then(
    (config) => {
      // The session may have ended meanwhile (a 401 elsewhere): then there is no one to store it for.
      if (useSession.getState().token === token) useSession.getState().setKfUrl(config.kf_url);
    },
    () => undefined,
  );
}

/**
 * Renders its children only when the rules allow. A logged-in user without the support URL waits
 * for the config, then the same route renders; if the config cannot be had, the session ends and
 * the clearing of the token sends the user to /login (but not while the phone is offline: then it
 * waits for the connection). While it waits, `waiting` (the app's frame:
 * the tab bar) shows beside the loading ring, so a reload paints the app at once instead of a
 * blank page until the config is back.
 */
export function Guard({ children, waiting }: { children: ReactNode; waiting?: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const token = useSession((s) => s.token);
  const kfUrl = useSession((s) => s.kfUrl);
  const endedBy = useSession((s) => s.endedBy);
  const decision = decide(
    pathname,
    { loggedIn: Boolean(token), kfUrlLoaded: kfUrl !== null, loggedOut: endedBy === 'logout' },
    search,
    loginTarget(state),
  );

  const online = useNetwork((s) => s.online);
  useEffect(() => {
    if (decision.kind !== 'load-config') return;
    let live = true;
    queryClient.fetchQuery(configQuery).then(
      (config) => live && useSession.getState().setKfUrl(config.kf_url),
      () => {
        // A phone that says it is offline could not ask: the session waits for the connection
        // (this effect runs again when it returns) instead of ending, and the offline notice
        // shows. Any failure while online ends it, as the spec says.
        if (live && navigator.onLine !== false) useSession.getState().clear('expired');
      },
    );
    return () => {
      live = false;
    };
  }, [decision.kind, online]);

  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.from ? { from: decision.from } : undefined} />;
  }
  if (decision.kind === 'load-config') {
    return (
      <>
        <PageLoading />
        {waiting}
      </>
    );
  }
  return <>{children}</>;
}
