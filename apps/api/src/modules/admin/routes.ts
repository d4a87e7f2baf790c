import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminLoginBody, adminLoginResult, auditEntry, operator, page, pageQuery } from '@meridian/contract/admin';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { Db } from '../../db/client.ts';
import type { AdminService } from './service.ts';
import { requireOperator } from './guard.ts';
import { listAudit } from './audit.ts';

/**
 * The operator's own routes. Other modules add their back-office routes under the same prefix
 * with `requireOperator` and write to the audit log in the same transaction as the action.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; db: Db; perMinute: number }> = async (app, { admin, db, perMinute }) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], summary: 'Operator login', body: adminLoginBody, response: { 200: envelopeOf(adminLoginResult) } },
    },
    async (req) => ok(req, await admin.login(req.body.username, req.body.password, req.ip), 'LOGGED_IN'),
  );

  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('onRequest', requireOperator(admin));
    scoped.get('/auth/me', { schema: { tags: ['admin'], response: { 200: envelopeOf(operator) } } }, async (req) => ok(req, req.operator));
    scoped.post('/auth/logout', { schema: { tags: ['admin'] } }, async (req) => {
      await admin.logout(req.operator, req.operatorSessionId, req.ip);
      return ok(req, null, 'LOGGED_OUT');
    });
    scoped.get(
      '/audit-log',
      { schema: { tags: ['admin'], summary: 'The append-only audit log, newest first', querystring: pageQuery, response: { 200: envelopeOf(page(auditEntry)) } } },
      async (req) => ok(req, await listAudit(db, req.query.page, req.query.size)),
    );
  });
};
