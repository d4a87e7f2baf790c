import { sql } from 'drizzle-orm';
import { bigint, check, integer, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
    /**
     * The answer's body as it was sent. `json`, not `jsonb`: it is only ever written once and
     * read back whole, never queried inside; `json` keeps it as sent (its keys in their order) and
     * costs the database a syntax check instead of a conversion on the batch's hot path.
     */
    response: json('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check('idempotency_state_ck', sql`${t.state} IN ('pending', 'done')`)],
);
