import path from 'node:path';
import { loadConfig, ConfigError, type Config } from './platform/config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemo, DEMO_USER, DEMO_INVITE_CODE } from './db/seed/demo.ts';
import { seedSampleNews } from './modules/news/samples.ts';
import { DEMO_PAY_PASSWORD, seedDemoAccount } from './db/seed/demo-account.ts';

/** Start-up: config → database (migrated) → app → seed → listen → jobs. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  const { app, ctx, services } = await buildApp({ config, database });

  const first = await services.admin.ensureFirstOperator();
  if (config.DEMO) {
    await seedDemo(ctx.db, ctx.clock.now());
    await seedSampleNews(ctx.db, ctx.clock.now());
    await seedDemoAccount(ctx, services);
  }

  const banner = [
    `Meridian ${config.appVersion} — ${config.DEMO ? 'DEMO MODE: prices are simulated, no real money moves' : 'production mode'}`,
    `  app:          http://localhost:${config.PORT}/`,
    `  back office:  http://localhost:${config.PORT}/admin/`,
    `  API docs:     http://localhost:${config.PORT}/docs`,
    `  database:     ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
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

  await app.listen({ port: config.PORT, host: config.HOST });
  ctx.scheduler.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
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
