import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { adminInstrument, adminInstrumentPage, adminInstrumentsQuery, codeParams, haltBody } from '@meridian/contract/market';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { MarketService } from './service.ts';

/**
 * Operators' instrument controls. A halt stops trading in an instrument for everyone (never
 * per user); halt and resume each write the audit log in the same transaction.
 */
export const marketAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; market: MarketService }> = async (app, { admin, market }) => {
  const tags = ['admin'];

  app.get(
    '/instruments',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Instruments with their halt state', querystring: adminInstrumentsQuery, response: { 200: envelopeOf(adminInstrumentPage) } } },
    async (req) => ok(req, market.adminList(req.query.search, req.query.page, req.query.size)),
  );

  app.post(
    '/instruments/:code/halt',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Halt trading in an instrument', params: codeParams, body: haltBody, response: { 200: envelopeOf(adminInstrument) } } },
    async (req) => ok(req, await market.halt(req.params.code, req.body.reason, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
  );

  app.post(
    '/instruments/:code/resume',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Resume trading in a halted instrument', params: codeParams, response: { 200: envelopeOf(adminInstrument) } } },
    async (req) => ok(req, await market.resume(req.params.code, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
  );
};
