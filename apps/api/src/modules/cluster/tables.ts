import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Secrets made on first start (the login RSA key, the quick-pay webhook secret, the key of the
 * identity photos at rest), kept here on PostgreSQL so that every process of a cluster uses the
 * same ones. Made once, never changed by the application.
 */
export const clusterSecrets = pgTable('cluster_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Uploaded files (avatars, identity photos) on PostgreSQL, so that any process can serve them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    area: text('area').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.area, t.name] })],
);
