import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@meridian/contract/admin';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from './service.ts';

/**
 * What a back-office route needs, declared next to it as `config: { permission }`:
 * a permission of the role table (contract/admin.ts), `signed-in` (any operator: their own
 * session, profile and factor) or `public` (the two login steps).
 */
export type RouteAccess = Permission | 'signed-in' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every back-office route with what it declared (for the route-table test and the docs). */
    adminRouteTable: { method: string; url: string; permission: RouteAccess | undefined }[];
  }
}

export const ADMIN_PREFIX = '/admin/api';

export const can = (operator: Operator, permission: Permission) => operator.permissions.includes(permission);

/**
 * The one place permissions are checked: a preValidation hook over every route under
 * `/admin/api`, after the session hook has named the operator and before the body is validated
 * (so a refused operator learns nothing about the input). Deny by default: a route that declares
 * nothing answers 403 to everyone (and the route-table test fails). Register before the routes.
 */
export function installPermissionCheck(app: FastifyInstance) {
  const table: FastifyInstance['adminRouteTable'] = [];
  app.decorate('adminRouteTable', table);
  app.addHook('onRoute', (route) => {
    if (route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)) {
      for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, permission: route.config?.permission });
    }
  });
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const url = req.routeOptions.url;
    if (!url || !(url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`))) return;
    const needed = req.routeOptions.config.permission;
    if (needed === 'public') return;
    if (!req.operator) throw new AppError('UNAUTHORIZED');
    if (needed === 'signed-in') return;
    if (!needed || !can(req.operator, needed)) throw new AppError('FORBIDDEN');
  });
}
