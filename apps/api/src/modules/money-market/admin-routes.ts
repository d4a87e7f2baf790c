import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { pageQuery } from '@meridian/contract/admin';
import { adminFlowPage, adminFlowQuery, adminHoldingPage, adminYield, setYieldBody } from '@meridian/contract/money-market';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import { requireOperator } from '../admin/guard.ts';
import type { MoneyMarketService } from './service.ts';

/** `/admin/api/money-market`: the yield (each change audited) and read-only holdings and flows. No operator edits a balance. */
export const moneyMarketAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; moneyMarket: MoneyMarketService }> = async (app, { admin, moneyMarket }) => {
  app.addHook('onRequest', requireOperator(admin));
  const tags = ['admin'];
  const ops = moneyMarket.admin;

  app.get(
    '/yield',
    { schema: { tags, summary: 'Where the rate comes from, today’s rate, the 7-day yield and the operators’ changes', response: { 200: envelopeOf(adminYield) } } },
    async (req) => ok(req, await ops.yield()),
  );

  app.put(
    '/yield',
    { schema: { tags, summary: 'Set the annual rate in basis points, in force from today (audited; refused when simulated)', body: setYieldBody, response: { 200: envelopeOf(adminYield) } } },
    async (req) => ok(req, await ops.setYield(req.body.annual_rate_bp, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
  );

  app.get(
    '/holdings',
    { schema: { tags, summary: 'Every holding, largest balance first (read-only)', querystring: pageQuery, response: { 200: envelopeOf(adminHoldingPage) } } },
    async (req) => ok(req, await ops.holdings(req.query.page, req.query.size)),
  );

  app.get(
    '/flows',
    { schema: { tags, summary: 'Purchases, redemptions and income of all users or one, newest first (read-only)', querystring: adminFlowQuery, response: { 200: envelopeOf(adminFlowPage) } } },
    async (req) => ok(req, await ops.flows(req.query.type, req.query.user_id, req.query.page, req.query.size)),
  );
};
