/**
 * The list of files each client route's page announces, written into the web build by
 * apps/web/preload-plugin.ts and read by the API (platform/route-preloads.ts), which gives them
 * to that route's page for its boot script to announce (web-boot.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = {
  /** Client route (as in the route table, `:param` and `:param?` included) → its largest files beyond the entry's, as URLs. */
  routes: Record<string, string[]>;
  /** Language code → its text tables' files, as URLs. */
  locales: Record<string, string[]>;
};
