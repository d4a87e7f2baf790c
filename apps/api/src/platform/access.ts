import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';

/** `METHOD /path` with Fastify's own parameter syntax, e.g. `GET /api/news/:id`. */
export type RouteKey = `${string} /${string}`;
export type Guard = (req: FastifyRequest) => Promise<void>;
export type AccessRules = {
  /** Every route under a prefix gets its guard, unless it is public. Longest prefix wins. */
  guards: { prefix: string; guard: Guard }[];
  /** The routes anyone may call. Anything else under a guarded prefix needs a session. */
  publicRoutes: ReadonlySet<RouteKey>;
};

export type RegisteredRoute = { method: string; url: string; guarded: boolean; websocket: boolean };
const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered (after `ready`), with whether a guard was put in front of it. */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).map(String);
const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Authentication registered once: every route under a guarded prefix gets the guard as its
 * first onRequest hook unless it is on the public list, so a new module cannot be left public by
 * forgetting a hook. Must be installed before any route is registered.
 */
export function installAccessControl(app: FastifyInstance, rules: AccessRules): void {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  const guards = [...rules.guards].sort((a, b) => b.prefix.length - a.prefix.length);
  app.addHook('onRoute', (route) => {
    const guard = guards.find((g) => route.url === g.prefix || route.url.startsWith(`${g.prefix}/`))?.guard;
    const websocket = Boolean((route as { websocket?: boolean }).websocket);
    for (const method of methodsOf(route)) {
      const isPublic = rules.publicRoutes.has(`${method} ${route.url}` as RouteKey) || (method === 'HEAD' && rules.publicRoutes.has(`GET ${route.url}` as RouteKey));
      table.push({ method, url: route.url, guarded: Boolean(guard) && !isPublic, websocket });
    }
    const allPublic = methodsOf(route).every((m) => rules.publicRoutes.has(`${m === 'HEAD' ? 'GET' : m} ${route.url}` as RouteKey));
    if (!guard || allPublic) return;
    route.onRequest = [guard as onRequestHookHandler, ...asArray(route.onRequest)];
  });
}
