import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { approval } from '@meridian/contract/admin';
import type { Approvals } from '../admin/approvals.ts';
import { envelopeOf } from '@meridian/contract/envelope';
import { adminOrderList, adminOrderListQuery, feeSchedule, leverageSettings } from '@meridian/contract/trading';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import { feeScheduleDto } from './fees.ts';
import type { TradingService } from './service.ts';

/**
 * `/admin/api/trading`: the fee schedule and the leverage on offer (each change audited), and a
 * read-only list of orders. There is deliberately no route that edits an order, a trade or a
 * position (docs/integrity.md): operators cannot change a user's outcomes.
 */
export const tradingAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; approvals: Approvals; trading: TradingService }> = async (app, { admin, approvals, trading }) => {
  const tags = ['admin'];
  const by = (req: FastifyRequest) => ({ ...req.operator, ip: req.ip });

  app.get('/fees', { config: { permission: 'markets' }, schema: { tags, summary: 'The fee schedule in force', response: { 200: envelopeOf(feeSchedule) } } }, async (req) =>
    ok(req, feeScheduleDto(await trading.settings.fees())),
  );

  app.put(
    '/fees',
    {
      config: { permission: 'markets' },
      schema: { tags, summary: 'Propose a fee schedule; in force (for orders placed from then on) once another operator approves it', body: feeSchedule, response: { 200: envelopeOf(approval) } },
    },
    async (req) => ok(req, await approvals.propose({ kind: 'trading.fees', target: 'trading.fees', payload: trading.settings.checkFees(req.body) }, by(req)), 'APPROVAL_REQUESTED'),
  );

  app.get('/leverage', { config: { permission: 'markets' }, schema: { tags, summary: 'Leverage multipliers on offer and margin settings', response: { 200: envelopeOf(leverageSettings) } } }, async (req) =>
    ok(req, await trading.settings.leverage()),
  );

  app.put(
    '/leverage',
    {
      config: { permission: 'markets' },
      schema: { tags, summary: 'Propose the leverage on offer (1 is always offered); in force once another operator approves it', body: leverageSettings, response: { 200: envelopeOf(approval) } },
    },
    async (req) =>
      ok(req, await approvals.propose({ kind: 'trading.leverage', target: 'trading.leverage', payload: trading.settings.checkLeverage(req.body) }, by(req)), 'APPROVAL_REQUESTED'),
  );

  app.get(
    '/orders',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Orders of every user, newest first (read-only)', querystring: adminOrderListQuery, response: { 200: envelopeOf(adminOrderList) } } },
    async (req) => ok(req, await trading.reads.adminOrders(req.query)),
  );
};
