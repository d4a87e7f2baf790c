import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  closedPosition,
  closedPositionList,
  closePositionBody,
  idParams,
  order,
  orderList,
  orderListQuery,
  orderPreview,
  orderPreviewBody,
  placeOrderBody,
  position,
  positionList,
  ticket,
  ticketQuery,
  tradeList,
  tradeListQuery,
  tradingAssets,
} from '@meridian/contract/trading';
import type { Order, OrderType } from '@meridian/contract/trading';
import { pageQuery } from '@meridian/contract/admin';
import type { Ok } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { Idempotency, Keyed } from '../idempotency/service.ts';
import type { TradingService } from './service.ts';

/** The spec's "Purchase successful" / "Sale successful" for a filled order; "Order placed" for one that rests. */
const answerKey = (o: { state: string; side: string }) => (o.state !== 'filled' ? 'ORDER_PLACED' : o.side === 'buy' ? 'ORDER_BOUGHT' : 'ORDER_SOLD');

/** `/api/trading`: the signed-in user's ticket, orders, positions, history and trades. Someone else's ids are simply not found. */
export const tradingRoutes: FastifyPluginAsyncZod<{ trading: TradingService; idempotency: Idempotency }> = async (
  app,
  { trading, idempotency },
) => {
  const tags = ['trading'];
  const scope = (id: number) => `user:${id}`;
  const { orders, reads } = trading;

  /**
   * Places an order under its Idempotency-Key: a market order's key and answer commit in the
   * executor's batch with its fill; a limit order's in the one transaction of its request.
   */
  function keyedOrder(req: FastifyRequest, reply: FastifyReply, type: OrderType, place: (keyed?: Keyed<Order>) => Promise<Order>): Promise<Ok<Order>> {
    const answer = (placed: Order): Ok<Order> => ok(req, placed, answerKey(placed));
    if (type !== 'market') return idempotency.run(req, reply, scope(req.user.id), async () => answer(await place()));
    return idempotency.runQueued(req, reply, scope(req.user.id), async (keyed) => answer(await place(keyed?.mapped(answer))));
  }

  app.get(
    '/ticket',
    { schema: { tags, summary: 'Everything the order ticket needs for one instrument: prices, band, lots, cash, sellable, fees (simulated)', querystring: ticketQuery, response: { 200: envelopeOf(ticket) } } },
    async (req) => ok(req, await orders.ticket(req.user.id, req.query.code)),
  );

  app.post(
    '/orders/preview',
    { schema: { tags, summary: 'Checks an order like placing it and answers value, fees and total; stores nothing', body: orderPreviewBody, response: { 200: envelopeOf(orderPreview) } } },
    async (req) => ok(req, await orders.preview(req.user.id, req.body)),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Place an order with the trading password (verified identity required); a market order answers filled',
        body: placeOrderBody,
        response: { 200: envelopeOf(order) },
      },
    },
    (req, reply) =>
      keyedOrder(req, reply, req.body.type, (keyed) => orders.place(req.user.id, req.body, keyed)),
  );

  app.get(
    '/orders',
    { schema: { tags, summary: 'My orders, newest first (state=open: only resting ones)', querystring: orderListQuery, response: { 200: envelopeOf(orderList) } } },
    async (req) => ok(req, await reads.orderList(req.user.id, req.query.state, req.query.page, req.query.size)),
  );

  app.post(
    '/orders/:id/cancel',
    { schema: { tags, summary: 'Cancel an open order: its frozen money or reserved shares are released', params: idParams, response: { 200: envelopeOf(order) } } },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await orders.cancel(req.user.id, req.params.id), 'ORDER_CANCELLED')),
  );

  app.get(
    '/positions',
    { schema: { tags, summary: 'My current positions at live prices, with totals', response: { 200: envelopeOf(positionList) } } },
    async (req) => ok(req, await reads.positionList(req.user.id)),
  );

  app.get(
    '/positions/:id',
    { schema: { tags, summary: 'One of my current positions at the live price', params: idParams, response: { 200: envelopeOf(position) } } },
    async (req) => ok(req, await reads.positionDetail(req.user.id, req.params.id)),
  );

  app.post(
    '/positions/:id/close',
    { schema: { tags, summary: 'Sell all or part of one position (market or limit), with the trading password', params: idParams, body: closePositionBody, response: { 200: envelopeOf(order) } } },
    (req, reply) =>
      keyedOrder(req, reply, req.body.type, (keyed) => orders.closePosition(req.user.id, req.params.id, req.body, keyed)),
  );

  app.get(
    '/history',
    { schema: { tags, summary: 'My historical positions: every close or partial close, newest first', querystring: pageQuery, response: { 200: envelopeOf(closedPositionList) } } },
    async (req) => ok(req, await reads.history(req.user.id, req.query.page, req.query.size)),
  );

  app.get(
    '/history/:id',
    { schema: { tags, summary: 'One closed position with its fees and realised P&L', params: idParams, response: { 200: envelopeOf(closedPosition) } } },
    async (req) => ok(req, await reads.historyDetail(req.user.id, req.params.id)),
  );

  app.get(
    '/trades',
    { schema: { tags, summary: 'My fills since the start of today, this week, month, quarter or year (Asia/Shanghai)', querystring: tradeListQuery, response: { 200: envelopeOf(tradeList) } } },
    async (req) => ok(req, await reads.tradeList(req.user.id, req.query.range, req.query.page, req.query.size)),
  );

  app.get(
    '/assets',
    { schema: { tags, summary: 'Trading figures of the personal centre at live prices', response: { 200: envelopeOf(tradingAssets) } } },
    async (req) => ok(req, await reads.assets(req.user.id)),
  );
};
