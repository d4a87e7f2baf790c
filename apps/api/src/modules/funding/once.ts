import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Idempotency } from '../idempotency/service.ts';

/**
 * `idempotency.run` typed for a route handler. A replay answers the stored body through `reply`
 * (which Fastify accepts from a handler); the type is the first-time answer, so the route's
 * response schema still checks what the handler makes.
 */
export const once = <T>(idempotency: Idempotency, req: FastifyRequest, reply: FastifyReply, scope: string, handler: () => Promise<T>) =>
  idempotency.run(req, reply, scope, handler) as Promise<T>;
