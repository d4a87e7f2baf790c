import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Bus } from './bus.ts';
import type { Scheduler } from './scheduler.ts';
import type { RsaKeys } from './rsa.ts';
import type { Leader } from './leader.ts';
import type { Caches } from './caches.ts';
import type { FileStore } from '../modules/cluster/file-store.ts';
import type { DemoTime } from './demo-time.ts';

/** What every module is given at start-up. Modules reach each other only through their services. */
export type Ctx = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  bus: Bus;
  scheduler: Scheduler;
  rsa: RsaKeys;
  /** Whether this process leads (drives the market and the scheduled jobs); always, when alone. */
  leader: Leader;
  /** Caches that other processes' changes must reach (dropped over the bus). */
  caches: Caches;
  /** Uploaded files: the data folder on PGlite, the database on PostgreSQL. */
  files: FileStore;
  /** The demo clock across processes (saved, published; jobs run on the leader). */
  demoTime: DemoTime;
  log: FastifyBaseLogger;
};
