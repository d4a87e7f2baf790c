import { createContext, useContext } from 'react';

/** What every route of the table carries (src/app/routes.tsx): its title key and tab-bar flag. */
export type RouteHandle = { title: string; tabBar?: boolean };

/** Provided by the root layout for the route the location matches. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The current route's handle, if it has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
