import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import type { Config } from './platform/config.ts';
import type { Database } from './db/client.ts';
import { createClock, type Clock } from './platform/clock.ts';
import { createMemoryBus } from './platform/bus.ts';
import { createScheduler } from './platform/scheduler.ts';
import { loadRsaKeys, type RsaKeys } from './platform/rsa.ts';
import { installErrorHandling } from './platform/http.ts';
import { serveApps } from './platform/static.ts';
import { AppError } from './platform/errors.ts';
import type { Ctx } from './platform/context.ts';
import { createAuthService } from './modules/auth/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authAdminRoutes } from './modules/auth/admin-routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createAdminService } from './modules/admin/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { demoClockRoutes } from './modules/admin/demo-clock-routes.ts';
import { createHub } from './modules/realtime/hub.ts';
import { createLedger } from './modules/ledger/service.ts';
import { createIdempotency } from './modules/idempotency/service.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { createMarketService } from './modules/market/service.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { marketAdminRoutes } from './modules/market/admin-routes.ts';
import { createFavouritesService } from './modules/favourites/service.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { createNewsService } from './modules/news/service.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { newsAdminRoutes } from './modules/news/admin-routes.ts';
import { createMessagesService } from './modules/messages/service.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { messagesAdminRoutes } from './modules/messages/admin-routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { supportAdminRoutes } from './modules/support/admin-routes.ts';
import { createFundingService } from './modules/funding/service.ts';
import { accountSummaryRoutes, fundingRoutes } from './modules/funding/routes.ts';
import { fundingWebhookRoutes } from './modules/funding/webhook-routes.ts';
import { fundingAdminRoutes } from './modules/funding/admin-routes.ts';
import { createIdentityService } from './modules/identity/service.ts';
import { identityDetailRoutes, identityRoutes } from './modules/identity/routes.ts';
import { identityAdminRoutes } from './modules/identity/admin-routes.ts';
import { createLoansService } from './modules/loans/service.ts';
import { loansRoutes } from './modules/loans/routes.ts';
import { loansAdminRoutes } from './modules/loans/admin-routes.ts';
import { createMoneyMarketService } from './modules/money-market/service.ts';
import { moneyMarketRoutes } from './modules/money-market/routes.ts';
import { moneyMarketAdminRoutes } from './modules/money-market/admin-routes.ts';
import { createTradingService } from './modules/trading/service.ts';
import { tradingRoutes } from './modules/trading/routes.ts';
import { tradingAdminRoutes } from './modules/trading/admin-routes.ts';
import { createIpoService } from './modules/ipo/service.ts';
import { ipoPublicRoutes, ipoRoutes } from './modules/ipo/routes.ts';
import { ipoAdminRoutes } from './modules/ipo/admin-routes.ts';
import { createBlockTradesService } from './modules/block-trades/service.ts';
import { blockTradesRoutes } from './modules/block-trades/routes.ts';
import { blockTradesAdminRoutes } from './modules/block-trades/admin-routes.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  rsa?: RsaKeys;
  logger?: boolean;
};

export type Services = ReturnType<typeof createServices>;

/** Every module's service, made once; a module reaches another only through these. */
function createServices(ctx: Ctx) {
  const messages = createMessagesService(ctx);
  const auth = createAuthService(ctx, { messages });
  const account = createAccountService(ctx, auth, messages);
  const settings = createSettingsService(ctx);
  const admin = createAdminService(ctx, auth);
  const hub = createHub(ctx.bus);
  const ledger = createLedger(ctx);
  const idempotency = createIdempotency(ctx);
  // -- services of later modules go below this line --
  const market = createMarketService(ctx, settings);
  const favourites = createFavouritesService(ctx, { isKnownCode: market.isKnownCode });
  const news = createNewsService(ctx);
  const identity = createIdentityService(ctx, { messages });
  const support = createSupportService(ctx);
  const loans = createLoansService(ctx, { ledger, messages, identity, account });
  // The account summary's market value comes from trading (made just below; called only after start-up).
  const funding = createFundingService(ctx, { ledger, account, identity, messages, marketValue: (userId) => trading.marketValue(userId) });
  const trading = createTradingService(ctx, { ledger, market, settings, messages, identity, account });
  const ipo = createIpoService(ctx, { ledger, messages, identity, account, market, trading });
  const blockTrades = createBlockTradesService(ctx, { ledger, messages, identity, account, market, trading, simulated: true });
  const moneyMarket = createMoneyMarketService(ctx, { ledger, messages, account, settings, calendar: market.sessions });
  return { auth, account, settings, admin, hub, ledger, idempotency, favourites, news, messages, support, market, identity, loans, funding, moneyMarket, trading, ipo, blockTrades };
}

/**
 * Builds the whole server in a fixed order: platform (errors, parsers, limits, docs) → services
 * → routes → static apps. Tests call this with their own database and clock and use `inject`.
 */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: Ctx; services: Services }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, redact: ['req.headers.token', 'req.headers["x-admin-token"]'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const ctx: Ctx = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? createClock(),
    bus: createMemoryBus((err, topic) => app.log.error({ err, topic }, 'bus subscriber failed')),
    scheduler: createScheduler(app.log),
    rsa: options.rsa ?? loadRsaKeys({ privateKeyPem: config.RSA_PRIVATE_KEY, dataDir: config.DATA_DIR }),
    log: app.log,
  };

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(fastifyMultipart, { limits: { fileSize: config.AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (req) => req.ip ?? 'inject',
    errorResponseBuilder: (_req, context) => new AppError('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Meridian API', version: config.appVersion, description: 'Answers are `{code, msg, data}`; `code: 1` is success.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          adminToken: { type: 'apiKey', in: 'header', name: 'x-admin-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const services = createServices(ctx);
  const perMinute = config.AUTH_RATE_LIMIT_PER_MINUTE;

  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
    services.hub.close();
    await ctx.scheduler.stop();
    await ctx.bus.close();
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'shutting down' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  await app.register(settingsRoutes, { prefix: '/api/stock', settings: services.settings });
  await app.register(authRoutes, { prefix: '/api/user', auth: services.auth, perMinute });
  await app.register(accountRoutes, { prefix: '/api/user', auth: services.auth, account: services.account });
  await app.register(adminRoutes, { prefix: '/admin/api', admin: services.admin, db: ctx.db, perMinute });
  await app.register(authAdminRoutes, { prefix: '/admin/api', ctx, admin: services.admin });
  await app.register(demoClockRoutes, { prefix: '/admin/api', ctx, admin: services.admin });
  await realtimeRoutes(app, { hub: services.hub, auth: services.auth, isKnownCode: services.market.isKnownCode, simulated: true });
  // -- routes of later modules go below this line --
  await app.register(accountSummaryRoutes, { prefix: '/api/account', auth: services.auth, funding: services.funding, idempotency: services.idempotency });
  await app.register(fundingRoutes, { prefix: '/api/funding', auth: services.auth, funding: services.funding, idempotency: services.idempotency });
  await app.register(fundingWebhookRoutes, { prefix: '/api/funding/webhooks', funding: services.funding, idempotency: services.idempotency });
  await app.register(fundingAdminRoutes, { prefix: '/admin/api', admin: services.admin, funding: services.funding, idempotency: services.idempotency });
  services.funding.schedule(ctx.scheduler);
  // Seeds instruments and restores the last quotes; the ticker itself runs as scheduler jobs (started in main.ts only).
  await services.market.load();
  await app.register(marketRoutes, { prefix: '/api/market', market: services.market });
  await app.register(marketAdminRoutes, { prefix: '/admin/api', admin: services.admin, market: services.market });
  services.market.schedule(ctx.scheduler);
  // Open limit orders are watched from here on: their index is loaded before the first tick.
  await services.trading.start();
  await app.register(tradingRoutes, { prefix: '/api/trading', auth: services.auth, trading: services.trading, idempotency: services.idempotency });
  await app.register(tradingAdminRoutes, { prefix: '/admin/api/trading', admin: services.admin, trading: services.trading });
  services.trading.schedule(ctx.scheduler);
  app.addHook('onClose', () => services.trading.stop());
  app.addHook('onClose', services.market.shutdown);
  await app.register(favouritesRoutes, { prefix: '/api/favourites', auth: services.auth, favourites: services.favourites });
  await app.register(newsRoutes, { prefix: '/api/news', news: services.news });
  await app.register(newsAdminRoutes, { prefix: '/admin/api/news', admin: services.admin, news: services.news });
  await app.register(messagesRoutes, { prefix: '/api/messages', auth: services.auth, messages: services.messages });
  await app.register(messagesAdminRoutes, { prefix: '/admin/api/messages', admin: services.admin, messages: services.messages });
  await app.register(supportRoutes, { prefix: '/api/support', auth: services.auth, support: services.support });
  await app.register(supportAdminRoutes, { prefix: '/admin/api', ctx, admin: services.admin, support: services.support, settings: services.settings });
  await app.register(identityRoutes, { prefix: '/api/identity', auth: services.auth, identity: services.identity, idempotency: services.idempotency, maxBytes: config.IDENTITY_IMAGE_MAX_BYTES });
  await app.register(identityDetailRoutes, { prefix: '/api/user', auth: services.auth, identity: services.identity });
  await app.register(identityAdminRoutes, { prefix: '/admin/api/identity', admin: services.admin, identity: services.identity, idempotency: services.idempotency });
  await app.register(loansRoutes, { prefix: '/api/loans', auth: services.auth, loans: services.loans, idempotency: services.idempotency });
  await app.register(loansAdminRoutes, { prefix: '/admin/api/loans', admin: services.admin, loans: services.loans, idempotency: services.idempotency });
  services.loans.schedule(ctx.scheduler);
  await app.register(moneyMarketRoutes, { prefix: '/api/money-market', auth: services.auth, moneyMarket: services.moneyMarket, idempotency: services.idempotency });
  await app.register(moneyMarketAdminRoutes, { prefix: '/admin/api/money-market', admin: services.admin, moneyMarket: services.moneyMarket });
  services.moneyMarket.schedule(ctx.scheduler);
  await app.register(ipoPublicRoutes, { prefix: '/api/ipo', ipo: services.ipo });
  await app.register(ipoRoutes, { prefix: '/api/ipo', auth: services.auth, ipo: services.ipo, idempotency: services.idempotency });
  await app.register(ipoAdminRoutes, { prefix: '/admin/api/ipo', admin: services.admin, ipo: services.ipo, idempotency: services.idempotency });
  services.ipo.schedule(ctx.scheduler);
  await app.register(blockTradesRoutes, { prefix: '/api/block-trades', auth: services.auth, blockTrades: services.blockTrades, idempotency: services.idempotency });
  await app.register(blockTradesAdminRoutes, { prefix: '/admin/api/block-trades', admin: services.admin, blockTrades: services.blockTrades, idempotency: services.idempotency });
  services.blockTrades.schedule(ctx.scheduler);

  ctx.scheduler.add({ name: 'auth.purge-expired', everyMs: 3600_000, run: services.auth.purgeExpired });
  ctx.scheduler.add({ name: 'idempotency.purge', everyMs: 3600_000, run: services.idempotency.purge });

  await serveApps(app, { webDist: config.webDist, adminDist: config.adminDist });
  return { app, ctx, services };
}
