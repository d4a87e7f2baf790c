import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's favourite groups. Exactly one per user is the default ("all"), made on first use. */
export const favouriteGroups = pgTable(
  'favourite_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('favourite_groups_user_name_key').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('favourite_groups_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** One code in one group; the same code may be in several groups of the same user. */
export const favourites = pgTable(
  'favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => favouriteGroups.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('favourites_group_code_key').on(t.groupId, t.code), index('favourites_user_code_idx').on(t.userId, t.code)],
);
