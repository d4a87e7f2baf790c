import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  blockTradeOfferList,
  blockTradePurchase,
  blockTradePurchasePage,
  offerIdParams,
  purchaseBody,
  purchaseListQuery,
  purchasePreview,
  purchasePreviewQuery,
} from '@meridian/contract/block-trades';
import { ok } from '../../platform/http.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { BlockTradesService } from './service.ts';

/** `/api/block-trades`: offers, the server's preview, purchases, and the signed-in user's records. Someone else's purchase answers 404. */
export const blockTradesRoutes: FastifyPluginAsyncZod<{ blockTrades: BlockTradesService; idempotency: Idempotency }> = async (
  app,
  { blockTrades, idempotency },
) => {
  const tags = ['block-trades'];

  app.get(
    '/offers',
    { schema: { tags, summary: 'Offers not yet ended or closed, with the live market price and discount', response: { 200: envelopeOf(blockTradeOfferList) } } },
    async (req) => ok(req, await blockTrades.offers()),
  );

  app.get(
    '/offers/:id/preview',
    {
      schema: {
        tags,
        summary: 'What buying this quantity would cost now: value, fees, total, first day the shares can be sold',
        params: offerIdParams,
        querystring: purchasePreviewQuery,
        response: { 200: envelopeOf(purchasePreview) },
      },
    },
    async (req) => ok(req, await blockTrades.preview(req.user.id, req.params.id, req.query.quantity)),
  );

  app.post(
    '/offers/:id/purchase',
    {
      schema: {
        tags,
        summary: 'Buy part of an offer with the trading password (verified identity required; Idempotency-Key honoured)',
        params: offerIdParams,
        body: purchaseBody,
        response: { 200: envelopeOf(blockTradePurchase) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `user:${req.user.id}`, async () => ok(req, await blockTrades.purchase(req.user.id, req.params.id, req.body), 'BLOCK_TRADE_PURCHASED')),
  );

  app.get(
    '/purchases',
    { schema: { tags, summary: 'My block trade purchases, newest first', querystring: purchaseListQuery, response: { 200: envelopeOf(blockTradePurchasePage) } } },
    async (req) => ok(req, await blockTrades.records(req.user.id, req.query.page, req.query.size)),
  );

  app.get(
    '/purchases/:id',
    { schema: { tags, summary: 'One of my block trade purchases', params: offerIdParams, response: { 200: envelopeOf(blockTradePurchase) } } },
    async (req) => ok(req, await blockTrades.record(req.user.id, req.params.id)),
  );
};
