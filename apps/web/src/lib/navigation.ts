/**
 * Lets code outside React (the request client's 401 rule) move the router. The app registers the
 * router's navigate once at start-up; until then, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | undefined;

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) navigate(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

/** The router (lib/router.tsx) keeps the history index in history.state; 0 means the tab opened on this page. */
export function canGoBack(): boolean {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && Number((state as { idx?: unknown }).idx) > 0;
}
