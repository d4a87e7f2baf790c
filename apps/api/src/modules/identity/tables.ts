import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { operators } from '../admin/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every identity submission ever made; a user's newest row is their state. Rows are never
 * deleted: a rejection stays beside the resubmission that followed it.
 *
 * The two partial unique indexes are the real guards, also under concurrent requests: a user
 * has at most one live (pending or approved) submission, and a document number belongs to at
 * most one live submission over all users.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    realName: text('real_name').notNull(),
    idType: text('id_type').notNull(),
    /** As submitted (spaces removed, upper case); masked in every answer except the back office's. */
    idNumber: text('id_number').notNull(),
    /** File names under DATA_DIR/identity/. */
    frontFile: text('front_file').notNull(),
    backFile: text('back_file').notNull(),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
  },
  (t) => [
    check('identity_verifications_state_ck', sql`${t.state} IN ('pending', 'approved', 'rejected')`),
    check('identity_verifications_type_ck', sql`${t.idType} IN ('id_card', 'passport')`),
    uniqueIndex('identity_verifications_live_user_key').on(t.userId).where(sql`${t.state} IN ('pending', 'approved')`),
    uniqueIndex('identity_verifications_live_number_key').on(t.idNumber).where(sql`${t.state} IN ('pending', 'approved')`),
    index('identity_verifications_user_idx').on(t.userId, t.id),
    index('identity_verifications_queue_idx').on(t.state, t.submittedAt, t.id),
    uniqueIndex('identity_verifications_front_key').on(t.frontFile),
    uniqueIndex('identity_verifications_back_key').on(t.backFile),
  ],
);
