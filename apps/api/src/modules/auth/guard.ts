import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { AuthService } from './service.ts';
import type { UserRow } from './repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow;
    sessionId: number;
  }
}

/** onRequest hook for a whole prefix of user routes: a live session in the `token` header, or 401. */
export function requireUser(auth: AuthService) {
  return async (req: FastifyRequest) => {
    const header = req.headers['token'];
    const token = Array.isArray(header) ? header[0] : header;
    const found = token ? await auth.authenticate(token) : undefined;
    if (!found) throw new AppError('UNAUTHORIZED');
    req.user = found.user;
    req.sessionId = found.sessionId;
  };
}
