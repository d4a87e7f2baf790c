import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The app's router: the browser's history as a store, a route table matched path by path, and the
 * hooks the screens use (`useNavigate`, `useLocation`, `useSearchParams`, `useParams`). It replaces
 * React Router, of which the app used only this much, for about a tenth of its size in every
 * first load (docs/web-performance.md).
 *
 * What it keeps of React Router's behaviour, because the app or its users can see it:
 * - `history.state` holds `{ usr, key, idx }`: `usr` is the state given to `navigate`, `idx` the
 *   entry's place in the tab's history (0 where the tab opened; lib/navigation.ts reads it);
 * - patterns are matched case-insensitively, a trailing slash is ignored, `:name` takes one
 *   segment, `:name?` one or none, and `*` the rest; of several matching routes the most specific
 *   wins (a static segment over a parameter over `*`), and of equals the first in the table;
 * - `<Navigate>` moves after the render, `<Link>` leaves modified clicks (new tab) to the browser.
 * Targets are paths from the site's root, as every caller in the app gives them.
 */

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = { (to: string, options?: NavigateOptions): void; (delta: number): void };
export type Params = Record<string, string | undefined>;
export type RouteObject = { path?: string; index?: boolean; element?: ReactNode; children?: RouteObject[] };

type History = {
  location(): Location;
  subscribe(listener: () => void): () => void;
  push(to: string, state: unknown): void;
  replace(to: string, state: unknown): void;
  go(delta: number): void;
  /** Whether the current entry was reached by moving through the history (back, forward). */
  traversed(): boolean;
};

type Entry = { usr: unknown; key: string; idx: number };

const newKey = () => Math.random().toString(36).slice(2, 10);

function splitPath(to: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The listeners of one history: `subscribe` for React, `notify` after each move. */
function listenerSet(): { subscribe: History['subscribe']; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

function createBrowserHistory(): History {
  const { subscribe, notify } = listenerSet();
  const entry = (): Partial<Entry> => (typeof window.history.state === 'object' && window.history.state !== null ? window.history.state : {});
  if (typeof entry().idx !== 'number') window.history.replaceState({ ...entry(), usr: entry().usr ?? null, key: entry().key ?? newKey(), idx: 0 }, '');
  const read = (): Location => {
    const { usr = null, key = 'default' } = entry();
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: usr, key };
  };
  let current = read();
  // A page reloaded, or reached by the browser's back or forward button, has its scroll position
  // restored by the browser as well.
  const arrival = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  let traversed = arrival === 'back_forward' || arrival === 'reload';
  const changed = (traversal: boolean) => {
    traversed = traversal;
    current = read();
    notify();
  };
  window.addEventListener('popstate', () => changed(true));
  return {
    location: () => current,
    subscribe,
    push(to, state) {
      window.history.pushState({ usr: state ?? null, key: newKey(), idx: (entry().idx ?? 0) + 1 } satisfies Entry, '', to);
      changed(false);
    },
    replace(to, state) {
      window.history.replaceState({ usr: state ?? null, key: newKey(), idx: entry().idx ?? 0 } satisfies Entry, '', to);
      changed(false);
    },
    go: (delta) => window.history.go(delta),
    traversed: () => traversed,
  };
}

function createMemoryHistory(initialEntries: string[]): History {
  const { subscribe, notify: changed } = listenerSet();
  const make = (to: string, state: unknown): Location => ({ ...splitPath(to), state: state ?? null, key: newKey() });
  const entries = (initialEntries.length ? initialEntries : ['/']).map((to) => make(to, null));
  let index = entries.length - 1;
  let traversed = false;
  return {
    location: () => entries[index]!,
    subscribe,
    push(to, state) {
      entries.splice(index + 1, entries.length, make(to, state));
      index += 1;
      traversed = false;
      changed();
    },
    replace(to, state) {
      entries[index] = make(to, state);
      traversed = false;
      changed();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      traversed = true;
      changed();
    },
    traversed: () => traversed,
  };
}

const RouterContext = createContext<{ history: History; location: Location } | null>(null);
const ParamsContext = createContext<Params>({});
const OutletContext = createContext<ReactNode>(null);

function Router({ history, children }: { history: History; children: ReactNode }) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The router of the app: the tab's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over a history in memory (unit tests), starting at the last of `initialEntries`. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the router hooks are used inside a router only');
  return router;
}

export const useLocation = (): Location => useRouter().location;

/**
 * Whether the browser restores a scroll position on the current screen: it was reached by going
 * back or forward through the tab's history, or the page was reloaded or reached that way. A
 * screen that draws its content in steps draws it whole then, or the position would be cut short.
 * Outside a router: false.
 */
export function useScrollRestored(): boolean {
  const router = useContext(RouterContext);
  return router ? router.history.traversed() : false;
}

/** Moves the router: to a path (pushed, or replacing the entry), or back and forth by `delta`. Stable. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return useMemo(
    () =>
      ((to: string | number, options?: NavigateOptions) => {
        if (typeof to === 'number') history.go(to);
        else if (options?.replace) history.replace(to, options.state);
        else history.push(to, options?.state);
      }) as NavigateFunction,
    [history],
  );
}

/** The address's query, and a setter that replaces it on the same path. */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** The matched route's `:name` parameters. */
export const useParams = (): Params => useContext(ParamsContext);

/** Where a layout route shows the route matched inside it. */
export const Outlet = () => <>{useContext(OutletContext)}</>;

/** Moves the router once rendered (after the render, as a redirect in the tree). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A link that moves the router; a click with a modifier key (or to another target) stays the browser's. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const own = !rest.target || rest.target === '_self';
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || !own) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} onClick={follow} />;
}

// ---- matching ----

type Compiled = { regex: RegExp; names: string[]; score: number };

const compiled = new Map<string, Compiled>();

function compile(pattern: string, index: boolean): Compiled {
  const cacheKey = `${index ? 'i' : 'p'}${pattern}`;
  const found = compiled.get(cacheKey);
  if (found) return found;
  const segments = pattern.split('/').filter(Boolean);
  const names: string[] = [];
  let source = '';
  // Specificity as React Router ranks it: more segments, static over dynamic, a splat last.
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
      score -= 2;
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
      score += 3;
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      score += 10;
    }
  }
  if (!segments.length) score += 1;
  const result = { regex: new RegExp(`^${source}/*$`, 'i'), names, score };
  compiled.set(cacheKey, result);
  return result;
}

/** The parameters of `pathname` under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, pathname: string, index = false): Params | null {
  const { regex, names } = compile(pattern, index);
  const match = regex.exec(pathname);
  if (!match) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = match[i + 1];
    params[name] = value === undefined ? undefined : decodeURIComponent(value);
  });
  return params;
}

/** The most specific of `routes` (a flat table) that `pathname` matches, with its parameters. */
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): { route: R; params: Params } | undefined {
  let best: { route: R; params: Params; score: number } | undefined;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    const { score } = compile(route.path, false);
    if (params && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

type Branch = { path: string; index: boolean; chain: RouteObject[] };

function branchesOf(routes: RouteObject[], parentPath = '', parents: RouteObject[] = [], out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, path, chain, out);
    else out.push({ path: path || '/', index: Boolean(route.index), chain });
  }
  return out;
}

/**
 * The element tree of the route `routes` (nested: a layout's `children` show in its `<Outlet>`)
 * match at the router's path, or null. A layout stays mounted while its child routes change.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branches = useMemo(() => branchesOf(routes), [routes]);
  const match = useMemo(() => {
    let best: { branch: Branch; params: Params; score: number } | undefined;
    for (const branch of branches) {
      const params = matchPath(branch.path, pathname, branch.index);
      if (!params) continue;
      const { score } = compile(branch.path, branch.index);
      if (!best || score > best.score) best = { branch, params, score };
    }
    return best;
  }, [branches, pathname]);
  if (!match) return null;
  const tree = match.branch.chain.reduceRight<ReactNode>(
    (outlet, route) => <OutletContext.Provider value={outlet}>{route.element === undefined ? <Outlet /> : route.element}</OutletContext.Provider>,
    null,
  );
  return <ParamsContext.Provider value={match.params}>{tree}</ParamsContext.Provider>;
}
