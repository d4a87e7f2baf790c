// Every table, for drizzle-kit and the typed client. Each module owns its tables file.
export * from '../modules/auth/tables.ts';
export * from '../modules/admin/tables.ts';
export * from '../modules/settings/tables.ts';
