import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Operators are separate from users: own accounts, own sessions, own header. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Roles held (see OPERATOR_ROLES); permissions follow from them. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** TOTP secret (base32); enrolled once `totpEnabledAt` is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_key').on(t.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    /** `second_factor`: a login challenge waiting for its code; only `full` opens the back office. */
    stage: text('stage').notNull().default('full'),
    failedCodes: integer('failed_codes').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash)],
);

/** Append-only: a trigger in the migration refuses UPDATE, DELETE and TRUNCATE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  // The audit screen's filters, each newest first (modules/admin/audit.ts): an action or its area
  // (a prefix match, starts_with(), which the pattern operator class serves), a target, an operator.
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').using('btree', sql`${t.action} text_pattern_ops`, t.id),
    index('audit_log_target_idx').on(t.target, t.id),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
  ],
);

/** One-time recovery codes (hashed); each works once instead of a TOTP code. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/**
 * Four eyes: a change proposed by one operator, carried out only when another approves it. At
 * most one pending proposal per kind and target.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').notNull().default('pending'),
    proposedBy: bigint('proposed_by', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    proposedAt: at('proposed_at').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
    decidedAt: at('decided_at'),
    note: text('note').notNull().default(''),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('approvals_one_pending_key').on(t.kind, t.target).where(sql`${t.state} = 'pending'`),
    index('approvals_state_idx').on(t.state, t.proposedAt),
  ],
);
