import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Invitation codes are created by operators; registration needs one that is live. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    note: text('note').notNull().default(''),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: at('expires_at'),
    disabledAt: at('disabled_at'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_codes_code_key').on(sql`upper(${t.code})`),
    check('invite_codes_uses_ck', sql`${t.usedCount} >= 0 AND ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    avatar: text('avatar'),
    lang: text('lang').notNull(),
    inviteCodeId: bigint('invite_code_id', { mode: 'number' }).references(() => inviteCodes.id),
    agreementVersion: text('agreement_version').notNull(),
    agreedAt: at('agreed_at').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

/** Sessions are opaque random tokens; only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Failure counters for passwords and trading passwords, per account and per IP. Kept in the
 * database so that every API process sees the same counts.
 */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: at('window_start').notNull(),
  lockedUntil: at('locked_until'),
});
