import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { MemoryRouter, type RouteObject, useLocation, useRoutes } from '../lib/router.tsx';

/**
 * Screens rendered into the test DOM (happy-dom) for unit tests: in English, with React's act()
 * checks on, and unmounted after each test. A test file calls `useScreenTests()` once at its top.
 */

const roots: Root[] = [];

export function useScreenTests(): void {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await initI18n('en');
  });
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.innerHTML = '';
  });
}

/** Renders `element` (inside the English text tables) into a new host, and lets effects run for `ms`. */
export async function mount(element: ReactNode, ms = 0): Promise<void> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => {
    root.render(element);
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export const byTestId = (id: string, scope: ParentNode = document) => scope.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Lets timers, reads and renders run for `ms`, inside act(). */
export async function settle(ms = 50): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Waits (up to 5 s) until an element with the test id is on the page and `ready` holds for it. */
export async function until(testId: string, ready: (el: HTMLElement) => boolean = () => true): Promise<void> {
  const done = () => {
    const el = byTestId(testId);
    return el !== null && ready(el);
  };
  for (let waited = 0; !done() && waited < 5000; waited += 50) await settle(50);
}

/** The router's current path, for `routed`'s `where`. */
export type Where = { pathname: string };

function Routes({ routes, where }: { routes: RouteObject[]; where?: Where }) {
  const location = useLocation();
  if (where) where.pathname = location.pathname;
  return useRoutes(routes);
}

/**
 * `routes` under a router in memory that starts at `path`; `where.pathname` follows the router's
 * path as the screen moves it.
 */
export function routed(routes: RouteObject[], path = '/', where?: Where): ReactNode {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes} where={where} />
    </MemoryRouter>
  );
}
