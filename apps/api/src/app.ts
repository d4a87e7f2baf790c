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
import { createHub } from './modules/realtime/hub.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';

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
  const auth = createAuthService(ctx);
  const account = createAccountService(ctx, auth);
  const settings = createSettingsService(ctx);
  const admin = createAdminService(ctx, auth);
  const hub = createHub(ctx.bus);
  // -- services of later modules go below this line --
  return { auth, account, settings, admin, hub };
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
  await realtimeRoutes(app, { hub: services.hub, auth: services.auth, isKnownCode: () => false, simulated: true });
  // -- routes of later modules go below this line --

  ctx.scheduler.add({ name: 'auth.purge-expired', everyMs: 3600_000, run: services.auth.purgeExpired });

  await serveApps(app, { webDist: config.webDist, adminDist: config.adminDist });
  return { app, ctx, services };
}
