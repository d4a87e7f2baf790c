import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idempotency } from '../idempotency/service.ts';

/**
 * `idempotency.run` typed for a route handler. On a replay it answers the reply it already sent
 * with the stored body, which Fastify accepts from an async handler; the typed result is the
 * first-time answer, so the route's response schema still checks the handler.
 */
export const once = <T>(idempotency: Idempotency, req: FastifyRequest, reply: FastifyReply, scope: string, handler: () => Promise<T>) =>
  idempotency.run(req, reply, scope, handler) as Promise<T>;
