import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AdminService, Operator } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator;
    operatorSessionId: number;
  }
}

/** onRequest hook for the whole operator prefix: a live operator session in `x-admin-token`, or 401. */
export function requireOperator(admin: AdminService) {
  return async (req: FastifyRequest) => {
    const header = req.headers['x-admin-token'];
    const token = Array.isArray(header) ? header[0] : header;
    const found = token ? await admin.authenticate(token) : undefined;
    if (!found) throw new AppError('UNAUTHORIZED');
    req.operator = found.operator;
    req.operatorSessionId = found.sessionId;
  };
}
