import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  adminBlockTradeOffer,
  adminBlockTradeOfferPage,
  adminBlockTradePurchasePage,
  adminInstrumentQuery,
  adminInstrumentQuote,
  adminOfferQuery,
  adminPurchaseQuery,
  closeOfferBody,
  createOfferBody,
  offerIdParams,
} from '@meridian/contract/block-trades';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { BlockTradesService } from './service.ts';

/** `/admin/api/block-trades`: listing offers, closing them early (both audited) and every purchase. */
export const blockTradesAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; blockTrades: BlockTradesService; idempotency: Idempotency }> = async (
  app,
  { admin, blockTrades, idempotency },
) => {
  const tags = ['admin'];
  const ops = blockTrades.operations;
  const by = (req: { operator: { id: number }; ip: string }) => ({ operatorId: req.operator.id, ip: req.ip });

  app.get(
    '/instrument',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Current price and today’s band of an instrument, for the listing form', querystring: adminInstrumentQuery, response: { 200: envelopeOf(adminInstrumentQuote) } } },
    async (req) => ok(req, ops.instrument(req.query.code)),
  );

  app.get(
    '/offers',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Offers, newest first (active: not closed and not ended)', querystring: adminOfferQuery, response: { 200: envelopeOf(adminBlockTradeOfferPage) } } },
    async (req) => ok(req, await ops.list(req.query.status, req.query.page, req.query.size)),
  );

  app.get(
    '/offers/:id',
    { config: { permission: 'markets' }, schema: { tags, summary: 'One offer', params: offerIdParams, response: { 200: envelopeOf(adminBlockTradeOffer) } } },
    async (req) => ok(req, await ops.one(req.params.id)),
  );

  app.post(
    '/offers',
    { config: { permission: 'markets' }, schema: { tags, summary: 'List an offer: price below the market and inside today’s band (audited)', body: createOfferBody, response: { 200: envelopeOf(adminBlockTradeOffer) } } },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () => ok(req, await ops.create(req.body, by(req)), 'BLOCK_TRADE_OFFER_LISTED')),
  );

  app.post(
    '/offers/:id/close',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Close an offer early: no more purchases; made ones stand (audited)', params: offerIdParams, body: closeOfferBody, response: { 200: envelopeOf(adminBlockTradeOffer) } } },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () => ok(req, await ops.close(req.params.id, by(req), req.body.reason), 'BLOCK_TRADE_OFFER_CLOSED')),
  );

  app.get(
    '/purchases',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Every purchase (optionally of one offer), newest first', querystring: adminPurchaseQuery, response: { 200: envelopeOf(adminBlockTradePurchasePage) } } },
    async (req) => ok(req, await ops.purchases(req.query.offer_id, req.query.page, req.query.size)),
  );
};
