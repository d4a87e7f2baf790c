import type { FastifyInstance, RouteOptions } from 'fastify';

/** Body fields that carry the trading password. */
const PIN_FIELDS = ['pay_password', 'old_pay_password'] as const;

function takesPin(route: RouteOptions): boolean {
  const body = (route.schema as { body?: unknown } | undefined)?.body as { shape?: Record<string, unknown> } | undefined;
  const shape = body?.shape;
  return Boolean(shape && PIN_FIELDS.some((field) => field in shape));
}

/**
 * Gives every route whose body carries the trading password a per-user request limit (per
 * route, counted after the session check so people behind one address do not share it; in a
 * cluster the counters are in Redis). Found by the body schema, so a new PIN route is limited
 * without anyone remembering to. Call before @fastify/rate-limit is registered: its own onRoute
 * hook has to see the limit.
 */
export function limitPinRoutes(app: FastifyInstance, perMinute: number): void {
  app.addHook('onRoute', (route) => {
    if (!takesPin(route)) return;
    const config = (route.config ?? {}) as Record<string, unknown>;
    if (config['rateLimit'] !== undefined) return;
    route.config = {
      ...config,
      rateLimit: {
        max: perMinute,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req: { user?: { id: number }; ip?: string }) => (req.user ? `pin:${req.user.id}` : `pin-ip:${req.ip ?? 'inject'}`),
      },
    } as typeof route.config;
  });
}
