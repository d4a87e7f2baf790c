import path from 'node:path';
import { loadConfig, ConfigError, redisPrefix, type Config } from './platform/config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { buildApp } from './app.ts';
import { listen } from './platform/listen.ts';
import { seedDemo, DEMO_USER, DEMO_INVITE_CODE, DEMO_PAY_PASSWORD } from './db/seed/demo.ts';
import { seedSampleNews } from './modules/news/samples.ts';
import { seedDemoAccount } from './db/seed/demo-account.ts';
import { createClock } from './platform/clock.ts';
import { loadClockOffset } from './platform/demo-time.ts';
import { createAdvisoryLeader, underStartupLock, type AdvisoryLeader, type LeaderEvents } from './platform/leader.ts';
import { connectRedis, RedisStartError, type RedisLinks } from './platform/redis-bus.ts';
import { sharedSecrets } from './modules/cluster/secrets.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}

async function redisOrExit(config: Config): Promise<RedisLinks | undefined> {
  if (!config.REDIS_URL) return undefined;
  try {
    return await connectRedis(config.REDIS_URL);
  } catch (err) {
    if (err instanceof RedisStartError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
}

/**
 * Start-up: config → Redis (when set) → under the start-up lock: database (migrated), shared
 * secrets, app, first operator, seed → listen → lead or follow. With DATABASE_URL several
 * processes may start at once: the lock makes them do the start-up work one after another,
 * and the leader lock makes one of them run the market and the jobs.
 */
async function main() {
  let config = configOrExit();
  const redis = await redisOrExit(config);
  const url = config.DATABASE_URL;

  // The leader's events reach the app once it is built (a lead can only be won after listen).
  let log: Log = { info: () => undefined, warn: (o, m) => console.warn(m, o), error: (o, m) => console.error(m, o) };
  let events: LeaderEvents | undefined;
  const leader: AdvisoryLeader | undefined = url
    ? createAdvisoryLeader({
        url,
        takeoverMs: config.LEADER_TAKEOVER_MS,
        log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) },
        events: { lead: (term) => events!.lead(term), follow: () => events!.follow() },
      })
    : undefined;

  let database: Database | undefined;
  const started = await underStartupLock(url, async () => {
    database = await openDatabase({ url, dataDir: url ? undefined : path.join(config.DATA_DIR, 'pglite') });
    // On PostgreSQL every process must publish and accept the same keys: they live in the database.
    if (database.kind === 'postgres') config = { ...config, ...(await sharedSecrets(database.db, config)) };
    const clock = createClock(await loadClockOffset(database.db));
    const built = await buildApp({ config, database, clock, ...(leader ? { leader } : {}), ...(redis ? { redis: { links: redis, prefix: redisPrefix(config) } } : {}) });
    const first = await built.services.admin.ensureFirstOperator();
    if (config.DEMO) {
      await seedDemo(built.ctx.db, built.ctx.clock.now());
      await seedSampleNews(built.ctx.db, built.ctx.clock.now());
      await seedDemoAccount(built.ctx, built.services);
    }
    return { ...built, first };
  });
  const { app, ctx, services, first } = started;
  log = app.log;

  const banner = [
    `Meridian ${config.appVersion} — ${config.DEMO ? 'DEMO MODE: prices are simulated, no real money moves' : 'production mode'}`,
    `  app:          http://localhost:${config.PORT}/`,
    `  back office:  http://localhost:${config.PORT}/admin/`,
    `  API docs:     http://localhost:${config.PORT}/docs`,
    `  database:     ${database!.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(redis ? [`  cluster:      Redis bus (REDIS_URL, prefix ${redisPrefix(config)}); one process leads, chosen by the database`] : []),
    ...(config.DEMO
      ? [
          `  demo user:    ${DEMO_USER.username} / ${DEMO_USER.password} (trading password ${DEMO_PAY_PASSWORD}; verified, with simulated starting cash)`,
          `  invitation:   ${DEMO_INVITE_CODE}`,
        ]
      : []),
    first?.password
      ? `  operator:     ${first.username} / ${first.password}   (shown once: write it down now)`
      : `  operator:     ${config.OPERATOR_USERNAME} (password set earlier${config.OPERATOR_PASSWORD ? ' from OPERATOR_PASSWORD' : ''})`,
  ];
  console.log(banner.join('\n'));

  await listen(app, { port: config.PORT, host: config.HOST });
  if (leader) {
    events = {
      async lead() {
        // Write what the last leader had not, take over the open limit orders, then tick on.
        await services.market.lead();
        await services.trading.start();
        ctx.scheduler.start();
      },
      follow: () => ctx.scheduler.stop(),
    };
    await leader.start();
  } else ctx.scheduler.start();

  // Identity photos stored before they were encrypted at rest are encrypted now, in the background.
  void services.identity
    .sealOlderPhotos()
    .then((n) => n && app.log.info({ photos: n }, 'encrypted older identity photos'))
    .catch((err: unknown) => app.log.error({ err }, 'encrypting older identity photos failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // The app closes first (writing the last market state while this process still leads), then the lock goes.
      await app.close();
      await leader?.stop();
      await database!.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
