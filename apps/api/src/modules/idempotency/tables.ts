import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key`, per caller, so that a retried request gets the
 * same answer instead of a second effect.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    /** `user:<id>`, `operator:<id>` or `webhook:<provider>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check('idempotency_state_ck', sql`${t.state} IN ('pending', 'done')`)],
);
