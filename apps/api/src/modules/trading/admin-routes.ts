import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { adminOrderList, adminOrderListQuery, feeSchedule, leverageSettings } from '@meridian/contract/trading';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import { requireOperator } from '../admin/guard.ts';
import { feeScheduleDto } from './fees.ts';
import type { TradingService } from './service.ts';

/**
 * `/admin/api/trading`: the fee schedule and the leverage on offer (each change audited), and a
 * read-only list of orders. There is deliberately no route that edits an order, a trade or a
 * position (DESIGN §10): operators cannot change a user's outcomes.
 */
export const tradingAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; trading: TradingService }> = async (app, { admin, trading }) => {
  app.addHook('onRequest', requireOperator(admin));
  const tags = ['admin'];
  const by = (req: { operator: { id: number }; ip: string }) => ({ operatorId: req.operator.id, ip: req.ip });

  app.get('/fees', { schema: { tags, summary: 'The fee schedule in force', response: { 200: envelopeOf(feeSchedule) } } }, async (req) =>
    ok(req, feeScheduleDto(await trading.settings.fees())),
  );

  app.put(
    '/fees',
    { schema: { tags, summary: 'Change the fee schedule (audited); applies to orders placed from now on', body: feeSchedule, response: { 200: envelopeOf(feeSchedule) } } },
    async (req) => ok(req, await trading.settings.setFees(req.body, by(req)), 'SAVED'),
  );

  app.get('/leverage', { schema: { tags, summary: 'Leverage multipliers on offer and margin settings', response: { 200: envelopeOf(leverageSettings) } } }, async (req) =>
    ok(req, await trading.settings.leverage()),
  );

  app.put(
    '/leverage',
    { schema: { tags, summary: 'Change the leverage on offer (audited); 1 is always offered', body: leverageSettings, response: { 200: envelopeOf(leverageSettings) } } },
    async (req) => ok(req, await trading.settings.setLeverage(req.body, by(req)), 'SAVED'),
  );

  app.get(
    '/orders',
    { schema: { tags, summary: 'Orders of every user, newest first (read-only)', querystring: adminOrderListQuery, response: { 200: envelopeOf(adminOrderList) } } },
    async (req) => ok(req, await trading.reads.adminOrders(req.query)),
  );
};
