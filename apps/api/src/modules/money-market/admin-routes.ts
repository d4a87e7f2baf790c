import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { pageQuery } from '@meridian/contract/admin';
import { adminFlowPage, adminFlowQuery, adminHoldingPage, adminYield, setYieldBody } from '@meridian/contract/money-market';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Approvals } from '../admin/approvals.ts';
import { approval } from '@meridian/contract/admin';
import type { MoneyMarketService } from './service.ts';

/** `/admin/api/money-market`: the yield (each change audited) and read-only holdings and flows. No operator edits a balance. */
export const moneyMarketAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; approvals: Approvals; moneyMarket: MoneyMarketService }> = async (app, { admin, approvals, moneyMarket }) => {
  const tags = ['admin'];
  const ops = moneyMarket.admin;

  app.get(
    '/yield',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Where the rate comes from, today’s rate, the 7-day yield and the operators’ changes', response: { 200: envelopeOf(adminYield) } } },
    async (req) => ok(req, await ops.yield()),
  );

  app.put(
    '/yield',
    {
      config: { permission: 'markets' },
      schema: { tags, summary: 'Propose the annual rate in basis points, in force from the day another operator approves it (refused when simulated)', body: setYieldBody, response: { 200: envelopeOf(approval) } },
    },
    async (req) => {
      ops.checkYield();
      const payload = { annual_rate_bp: req.body.annual_rate_bp };
      return ok(req, await approvals.propose({ kind: 'money-market.yield', target: 'money-market.yield', payload }, { ...req.operator, ip: req.ip }), 'APPROVAL_REQUESTED');
    },
  );

  app.get(
    '/holdings',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Every holding, largest balance first (read-only)', querystring: pageQuery, response: { 200: envelopeOf(adminHoldingPage) } } },
    async (req) => ok(req, await ops.holdings(req.query.page, req.query.size)),
  );

  app.get(
    '/flows',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Purchases, redemptions and income of all users or one, newest first (read-only)', querystring: adminFlowQuery, response: { 200: envelopeOf(adminFlowPage) } } },
    async (req) => ok(req, await ops.flows(req.query.type, req.query.user_id, req.query.page, req.query.size)),
  );
};
