import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { failure } from '../../platform/http.ts';
import { idempotencyRequests } from './tables.ts';

const KEY_RULE = /^[A-Za-z0-9_\-:.]{8,100}$/;
const WAIT_MS = 3000;

/**
 * `Idempotency-Key` for every request that moves money or creates a record: the first answer
 * (success or a refusal) is stored and a repeat with the same key and the same request gets it
 * back unchanged. A repeat that arrives while the first is still running waits for it briefly.
 * The same key with a different request is refused. Unexpected (5xx) failures are not stored,
 * so the caller can try again.
 */
export function createIdempotency(ctx: Ctx) {
  const { db, clock } = ctx;

  /**
   * Typed as the first-time answer: a replay answers through `reply` with the stored body,
   * which Fastify accepts from a handler, so a route's response schema still checks `handler`.
   */
  async function run<T>(req: FastifyRequest, reply: FastifyReply, scope: string, handler: () => Promise<T>): Promise<T> {
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined) return handler();
    if (!KEY_RULE.test(key)) throw new AppError('VALIDATION_FAILED', { fields: 'Idempotency-Key' });
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.routeOptions.url ?? req.url} ${req.url} ${JSON.stringify(req.body ?? null)}`)
      .digest('hex');

    const [claimed] = await db
      .insert(idempotencyRequests)
      .values({ scope, key, requestHash, state: 'pending', createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return replay<T>(req, reply, scope, key, requestHash);

    try {
      const result = await handler();
      await store(scope, key, reply.statusCode || 200, result);
      return result;
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) {
        const body = failure(req, err);
        await store(scope, key, err.statusCode, body);
        return reply.status(err.statusCode).send(body) as T;
      }
      await db.delete(idempotencyRequests).where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
      throw err;
    }
  }

  async function store(scope: string, key: string, statusCode: number, response: unknown) {
    await db
      .update(idempotencyRequests)
      .set({ state: 'done', statusCode, response: response as object })
      .where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
  }

  async function replay<T>(req: FastifyRequest, reply: FastifyReply, scope: string, key: string, requestHash: string): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const [row] = await db.select().from(idempotencyRequests).where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
      if (!row) throw new AppError('CONFLICT');
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.state === 'done') {
        reply.header('idempotent-replayed', 'true');
        return reply.status(row.statusCode ?? 200).send(row.response) as T;
      }
      if (Date.now() > deadline) throw new AppError('CONFLICT');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Stored answers are kept for a week, long enough for any client's retries. */
  async function purge() {
    await db.delete(idempotencyRequests).where(lt(idempotencyRequests.createdAt, sql`${new Date(clock.now().getTime() - 7 * 24 * 3600_000)}`));
  }

  return { run, purge };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
