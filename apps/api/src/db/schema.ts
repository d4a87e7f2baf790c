// The foundation's tables (migrations in db/migrations, config in drizzle.config.ts). Modules
// added later keep their tables.ts and migrations/ in their own folder (see client.ts).
export * from '../modules/auth/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/settings/tables.ts';
