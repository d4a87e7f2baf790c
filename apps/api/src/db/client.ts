import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Migration sets, applied in this order at every start. The foundation's tables live in
 * db/migrations; each later module owns its tables and its migrations folder (generated with
 * `npm run db:generate -w @meridian/api -- <module>`), recorded in a table of its own.
 */
const MODULES_WITH_MIGRATIONS = ['ledger', 'idempotency', 'market', 'favourites', 'news', 'messages', 'support', 'identity', 'loans', 'funding', 'trading', 'block-trades', 'ipo', 'money-market', 'cluster', 'alerts', 'portfolio', 'push'] as const;
const migrationSets = [
  { folder: path.join(import.meta.dirname, 'migrations'), table: '__drizzle_migrations' },
  ...MODULES_WITH_MIGRATIONS.map((m) => ({
    folder: path.join(import.meta.dirname, '..', 'modules', m, 'migrations'),
    table: `__migrations_${m}`,
  })),
].filter((set) => existsSync(path.join(set.folder, 'meta', '_journal.json')));

/** The folders whose migrations `openDatabase` applies, in order (tests key their migrated template by them). */
export const migrationFolders = (): string[] => migrationSets.map((set) => set.folder);

export type DbOptions = {
  /** postgres:// URL; without it, embedded PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /**
   * In-memory PGlite only: start from this dump of a database (`dumpPglite`) instead of an empty
   * one. Tests start from a migrated copy; the migrations still run and find nothing to do.
   */
  from?: Blob | undefined;
};

/** Opens the database and applies every migration before anything else may use it. */
export async function openDatabase(options: DbOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.from);
}

/** The whole of an open in-memory PGlite database, for `openDatabase({ from })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('only a PGlite database can be dumped');
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  return client.dumpDataDir('none');
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (dataDir && from) throw new Error('a PGlite data folder cannot start from a dump');
  const client = dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : {});
  const db = drizzle(client, { schema });
  for (const set of migrationSets) await migrate(db, { migrationsFolder: set.folder, migrationsTable: set.table });
  turnAfterEachStatement(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

type Queryable = { query: (...args: never[]) => Promise<unknown> };

/**
 * PGlite runs each statement on this thread, and a statement's promise resolves without a turn
 * of the event loop: a transaction of several statements (a batch of market orders) held the
 * loop for all of them. Meanwhile no timer ran, no socket was read and, since libuv accepts one
 * connection per turn, new connections queued: under a load of orders the server accepted about
 * 25 a second, and 256 clients that connected together waited up to 5 s for their first answer
 * (docs/order-path.md). A turn after each statement lets the loop run between them. The
 * transaction stays whole: PGlite serves no other statement until it ends.
 */
function turnAfterEachStatement(client: Queryable & { transaction(fn: (tx: Queryable) => Promise<unknown>): Promise<unknown> }) {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const yielding = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = (async (...args: never[]) => {
      try {
        return await query(...args);
      } finally {
        await turn();
      }
    }) as Queryable['query'];
  };
  yielding(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => (yielding(tx), fn(tx)));
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Pipelined connections: statements that a transaction sends together (Promise.all, as the
  // market-order batch does) go out at once and cost one round trip, each still answered on its
  // own and in order; in a transaction a failed one fails those after it, as it would one by one.
  const pool = new pg.default.Pool({ connectionString: url, max: 20, pipeline: true });
  // An idle connection that the server ends (restart, failover, a dropped test database) must
  // not take the process down: the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  const db = drizzle(pool, { schema });
  for (const set of migrationSets) await migrate(db, { migrationsFolder: set.folder, migrationsTable: set.table });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      // end() can resolve before every socket has closed; wait for each client to go.
      const open = pool.totalCount;
      let gone = 0;
      const allGone = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on('remove', () => ++gone >= open && resolve());
      });
      await pool.end();
      await Promise.race([allGone, new Promise((r) => setTimeout(r, 2000))]);
    },
  };
}

/** Runs raw SQL and answers its rows: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Statement names by text: a text is prepared under one name on every connection. */
const statementNames = new Map<string, string>();
/**
 * Past this many texts a statement runs unnamed: a call site whose text kept changing must not
 * leave an ever longer list of prepared statements on every connection.
 */
const MAX_PREPARED = 200;

/**
 * The part of drizzle's session that `queryPrepared` uses: `db.execute` offers no statement name,
 * so it calls what `execute` calls (drizzle-orm 0.45), with the name. Both drivers' sessions have
 * it; `market-batch-prepared.test.ts` fails on PostgreSQL if an upgrade drops the name.
 */
type Session = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<unknown> };
};

/**
 * `queryRows` as a prepared statement: on PostgreSQL each connection parses and plans the text
 * once, and from then on only binds and runs it. For the hot path's statements (the market-order
 * batch's), whose few texts never change while their rows travel as parameters: planning was
 * part of every batch's time in the database (docs/order-path.md). The name comes from the
 * text, so two texts never share a name. PGlite runs it as any other statement.
 */
export async function queryPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const session = (db as unknown as { session: Session }).session;
  const { sql: text, params } = session.dialect.sqlToQuery(query);
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) statementNames.set(text, (name = `hot_${statementNames.size + 1}`));
  const result = await session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
