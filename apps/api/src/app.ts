import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import { fastifyTrustProxy, type Config } from './platform/config.ts';
import { limitPinRoutes } from './modules/account/pin-rate-limit.ts';
import type { Database } from './db/client.ts';
import { ambientBus, ambientDb } from './db/ambient.ts';
import { createClock, type Clock } from './platform/clock.ts';
import { createMemoryBus } from './platform/bus.ts';
import { ALONE, type Leader } from './platform/leader.ts';
import { createCaches } from './platform/caches.ts';
import { shareDemoTime } from './platform/demo-time.ts';
import { createRedisBus, type RedisLinks } from './platform/redis-bus.ts';
import { createDatabaseFileStore, createDiskFileStore } from './modules/cluster/file-store.ts';
import { createScheduler } from './platform/scheduler.ts';
import { loadRsaKeys, type RsaKeys } from './platform/rsa.ts';
import { answerClientError, answerFrameworkError, installErrorHandling } from './platform/http.ts';
import { installHostileInputGate } from './platform/hostile-input.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installAccessControl } from './platform/access.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { serveApps } from './platform/static.ts';
import { installCompression } from './platform/compression.ts';
import { AppError } from './platform/errors.ts';
import type { Ctx } from './platform/context.ts';
import { closeListeners } from './platform/listen.ts';
import { createAuthService } from './modules/auth/service.ts';
import { requireUser } from './modules/auth/guard.ts';
import { requireOperator } from './modules/admin/guard.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authAdminRoutes } from './modules/auth/admin-routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createAdminService } from './modules/admin/service.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { demoClockRoutes } from './modules/admin/demo-clock-routes.ts';
import { createApprovals } from './modules/admin/approvals.ts';
import { createOperators } from './modules/admin/operators.ts';
import { installPermissionCheck } from './modules/admin/permissions.ts';
import { createDashboard } from './modules/admin/dashboard.ts';
import { registerTradingApprovals } from './modules/trading/approval-kinds.ts';
import { registerMoneyMarketApprovals } from './modules/money-market/approval-kinds.ts';
import { registerIpoApprovals } from './modules/ipo/approval-kinds.ts';
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
import { createAlertsService } from './modules/alerts/service.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { createPortfolioService } from './modules/portfolio/service.ts';
import { portfolioRoutes } from './modules/portfolio/routes.ts';
import { createPushService } from './modules/push/service.ts';
import { pushRoutes } from './modules/push/routes.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  rsa?: RsaKeys;
  logger?: boolean;
  /** Cluster mode (main.ts): this process's leadership, and Redis for the bus and shared rate limits. */
  leader?: Leader;
  redis?: { links: RedisLinks; prefix: string };
};

export type Services = ReturnType<typeof createServices>;

/** Every module's service, made once; a module reaches another only through these. */
function createServices(ctx: Ctx) {
  // Stock names are looked up when a message is read, by then the market (made below) is loaded.
  const messages = createMessagesService(ctx, { english: (code) => market.book(code)?.inst.nameEn });
  const auth = createAuthService(ctx, { messages });
  const account = createAccountService(ctx, auth, messages);
  const settings = createSettingsService(ctx);
  const admin = createAdminService(ctx, auth);
  const approvals = createApprovals(ctx);
  const operators = createOperators(ctx);
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
  const funding = createFundingService(ctx, { ledger, account, identity, messages, marketValue: (userId) => trading.marketValue(userId), pendingListingValue: (userId) => ipo.pendingListings.value(userId), approvals });
  const trading = createTradingService(ctx, { ledger, market, settings, messages, identity, account, pendingListings: (userId) => ipo.pendingListings.list(userId), keys: idempotency });
  const ipo = createIpoService(ctx, { ledger, messages, identity, account, market, trading });
  const blockTrades = createBlockTradesService(ctx, { ledger, messages, identity, account, market, trading, simulated: true });
  const moneyMarket = createMoneyMarketService(ctx, { ledger, messages, account, settings, calendar: market.sessions });
  const alerts = createAlertsService(ctx, { book: market.book, messages });
  const portfolio = createPortfolioService(ctx, {
    ledger,
    summary: (userId) => funding.records.summary(userId),
    positions: (userId) => trading.reads.positionList(userId),
    book: market.book,
    simulated: trading.broker.simulated,
  });
  // Web Push: other modules notify a closed app through push.send(userId, payload).
  const push = createPushService(ctx);
  registerTradingApprovals(approvals, trading);
  registerMoneyMarketApprovals(approvals, moneyMarket);
  registerIpoApprovals(approvals, ipo);
  return { auth, account, settings, admin, approvals, operators, hub, ledger, idempotency, favourites, news, messages, support, market, identity, loans, funding, moneyMarket, trading, ipo, blockTrades, alerts, portfolio, push };
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
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installHostileInputGate(app);

  const bus = options.redis
    ? createRedisBus(options.redis.links, options.redis.prefix, app.log)
    : createMemoryBus((err, topic) => app.log.error({ err, topic }, 'bus subscriber failed'));
  const clock = options.clock ?? createClock();
  const scheduler = createScheduler(app.log);
  const leader = options.leader ?? ALONE;
  const ctx: Ctx = {
    config,
    database,
    db: ambientDb(database.db),
    clock,
    bus: ambientBus(bus),
    scheduler,
    rsa: options.rsa ?? loadRsaKeys({ privateKeyPem: config.RSA_PRIVATE_KEY, dataDir: config.DATA_DIR }),
    leader,
    caches: createCaches(bus),
    files: database.kind === 'postgres' ? createDatabaseFileStore(database.db) : createDiskFileStore(config.DATA_DIR),
    demoTime: shareDemoTime({ bus, clock, leader, scheduler, log: app.log }),
    log: app.log,
  };

  // The customer-service page may frame the configured chat (KF_URL); nothing else is framed.
  await installSecurityHeaders(app, { frameSources: config.KF_URL ? [new URL(config.KF_URL).origin] : [] });
  await installCompression(app);
  await app.register(fastifyCookie);
  // No permessage-deflate (ws's default, stated here because the quote fan-out relies on it: it
  // writes finished frames to each socket's stream, see modules/realtime/hub.ts). Quote frames
  // are small and go to thousands of sockets ten times a second: compressing each would cost
  // more CPU than the bytes it saves.
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024, perMessageDeflate: false } });
  await app.register(fastifyMultipart, { limits: { fileSize: config.AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  limitPinRoutes(app, config.PIN_RATE_LIMIT_PER_MINUTE);
  await app.register(fastifyRateLimit, {
    global: false,
    // In a cluster the counters live in Redis, so a limit holds across the processes; when Redis
    // is away the limit is skipped rather than refusing logins (the lockouts in the database remain).
    ...(options.redis ? { redis: options.redis.links.commands, nameSpace: `${options.redis.prefix}:rate:`, skipOnError: true } : {}),
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
  // Before any route: every later route under these prefixes needs a session unless it is public.
  installAccessControl(app, {
    guards: [
      { prefix: '/api', guard: requireUser(services.auth) },
      { prefix: '/admin/api', guard: requireOperator(services.admin) },
    ],
    publicRoutes: PUBLIC_ROUTES,
  });
  const perMinute = config.AUTH_RATE_LIMIT_PER_MINUTE;

  let shuttingDown = false;
  app.addHook('preClose', () => closeListeners(app));
  app.addHook('onClose', async () => {
    shuttingDown = true;
    services.hub.close();
    await ctx.scheduler.stop();
    ctx.caches.close();
    await ctx.bus.close();
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'shutting down' });
    try {
      await database.ping();
      return { status: 'ready', database: database.kind, role: ctx.leader.leading() ? 'leader' : 'follower', term: ctx.leader.term() };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  await app.register(settingsRoutes, { prefix: '/api/stock', settings: services.settings });
  await app.register(authRoutes, { prefix: '/api/user', auth: services.auth, perMinute });
  await app.register(accountRoutes, { prefix: '/api/user', account: services.account, avatarMaxBytes: config.AVATAR_MAX_BYTES });
  // Every /admin/api route declares the permission it needs; this one hook checks it.
  installPermissionCheck(app);
  await app.register(adminRoutes, { prefix: '/admin/api', admin: services.admin, operators: services.operators, approvals: services.approvals, dashboard: createDashboard(ctx, { marketState: (at) => services.market.sessions.state(at), approvalsWaiting: (op) => services.approvals.pendingQueue(op) }), db: ctx.db, perMinute });
  await app.register(authAdminRoutes, { prefix: '/admin/api', ctx, admin: services.admin });
  await app.register(demoClockRoutes, { prefix: '/admin/api', ctx, admin: services.admin });
  await realtimeRoutes(app, { hub: services.hub, auth: services.auth, isKnownCode: services.market.isKnownCode, simulated: true, caches: ctx.caches });
  // -- routes of later modules go below this line --
  await app.register(accountSummaryRoutes, { prefix: '/api/account', funding: services.funding, idempotency: services.idempotency });
  await app.register(fundingRoutes, { prefix: '/api/funding', funding: services.funding, idempotency: services.idempotency });
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
  await app.register(tradingRoutes, { prefix: '/api/trading', trading: services.trading, idempotency: services.idempotency });
  await app.register(tradingAdminRoutes, { prefix: '/admin/api/trading', admin: services.admin, approvals: services.approvals, trading: services.trading });
  services.trading.schedule(ctx.scheduler);
  app.addHook('onClose', () => services.trading.stop());
  app.addHook('onClose', services.market.shutdown);
  await app.register(favouritesRoutes, { prefix: '/api/favourites', favourites: services.favourites });
  await app.register(newsRoutes, { prefix: '/api/news', news: services.news });
  await app.register(newsAdminRoutes, { prefix: '/admin/api/news', admin: services.admin, news: services.news });
  await app.register(messagesRoutes, { prefix: '/api/messages', messages: services.messages });
  await app.register(messagesAdminRoutes, { prefix: '/admin/api/messages', admin: services.admin, messages: services.messages });
  await app.register(supportRoutes, { prefix: '/api/support', support: services.support });
  await app.register(supportAdminRoutes, { prefix: '/admin/api', ctx, admin: services.admin, support: services.support, settings: services.settings });
  await app.register(identityRoutes, { prefix: '/api/identity', identity: services.identity, idempotency: services.idempotency, maxBytes: config.IDENTITY_IMAGE_MAX_BYTES });
  await app.register(identityDetailRoutes, { prefix: '/api/user', identity: services.identity });
  await app.register(identityAdminRoutes, { prefix: '/admin/api/identity', admin: services.admin, identity: services.identity, idempotency: services.idempotency });
  await app.register(loansRoutes, { prefix: '/api/loans', loans: services.loans, idempotency: services.idempotency });
  await app.register(loansAdminRoutes, { prefix: '/admin/api/loans', admin: services.admin, loans: services.loans, idempotency: services.idempotency });
  services.loans.schedule(ctx.scheduler);
  await app.register(moneyMarketRoutes, { prefix: '/api/money-market', moneyMarket: services.moneyMarket, idempotency: services.idempotency });
  await app.register(moneyMarketAdminRoutes, { prefix: '/admin/api/money-market', admin: services.admin, approvals: services.approvals, moneyMarket: services.moneyMarket });
  services.moneyMarket.schedule(ctx.scheduler);
  await app.register(ipoPublicRoutes, { prefix: '/api/ipo', ipo: services.ipo });
  await app.register(ipoRoutes, { prefix: '/api/ipo', ipo: services.ipo, idempotency: services.idempotency });
  await app.register(ipoAdminRoutes, { prefix: '/admin/api/ipo', admin: services.admin, approvals: services.approvals, ipo: services.ipo, idempotency: services.idempotency });
  services.ipo.schedule(ctx.scheduler);
  await app.register(blockTradesRoutes, { prefix: '/api/block-trades', blockTrades: services.blockTrades, idempotency: services.idempotency });
  await app.register(blockTradesAdminRoutes, { prefix: '/admin/api/block-trades', admin: services.admin, blockTrades: services.blockTrades, idempotency: services.idempotency });
  services.blockTrades.schedule(ctx.scheduler);
  // Armed alerts are watched from here on (the evaluator acts on the leader only).
  await services.alerts.start();
  await app.register(alertsRoutes, { prefix: '/api/alerts', alerts: services.alerts });
  services.alerts.schedule(ctx.scheduler);
  app.addHook('onClose', () => services.alerts.stop());
  await app.register(portfolioRoutes, { prefix: '/api/portfolio', portfolio: services.portfolio });
  services.portfolio.schedule(ctx.scheduler);
  await app.register(pushRoutes, { prefix: '/api/push', push: services.push });

  ctx.scheduler.add({ name: 'auth.purge-expired', everyMs: 3600_000, run: services.auth.purgeExpired });
  ctx.scheduler.add({ name: 'idempotency.purge', everyMs: 3600_000, run: services.idempotency.purge });

  await serveApps(app, { webDist: config.webDist, adminDist: config.adminDist });
  return { app, ctx, services };
}
