import { useMatches } from 'react-router';

/** What every route of the table carries (src/app/routes.tsx): its title key and tab-bar flag. */
export type RouteHandle = { title: string; tabBar?: boolean };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** The handle of the deepest matched route, if it has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
