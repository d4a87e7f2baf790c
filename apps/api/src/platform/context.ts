import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Bus } from './bus.ts';
import type { Scheduler } from './scheduler.ts';
import type { RsaKeys } from './rsa.ts';

/** What every module is given at start-up. Modules reach each other only through their services. */
export type Ctx = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  bus: Bus;
  scheduler: Scheduler;
  rsa: RsaKeys;
  log: FastifyBaseLogger;
};
