import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { idParams } from '@meridian/contract/ids';
import {
  estimateQuery,
  historyQuery,
  moneyMarketEstimate,
  moneyMarketHistoryPage,
  moneyMarketPurchase,
  moneyMarketRedemption,
  moneyMarketSummary,
  purchaseBody,
  redeemBody,
} from '@meridian/contract/money-market';
import { ok } from '../../platform/http.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { MoneyMarketService } from './service.ts';

/** `/api/money-market`: the signed-in user's money-market balance. Someone else's id answers 404. */
export const moneyMarketRoutes: FastifyPluginAsyncZod<{ moneyMarket: MoneyMarketService; idempotency: Idempotency }> = async (
  app,
  { moneyMarket, idempotency },
) => {
  const tags = ['money-market'];
  const scope = (id: number) => `user:${id}`;

  app.get(
    '/summary',
    { schema: { tags, summary: 'Balance, pending amounts, yesterday’s and cumulative income, 7-day yield, T+1 days of an order placed now', response: { 200: envelopeOf(moneyMarketSummary) } } },
    async (req) => ok(req, await moneyMarket.summary(req.user.id)),
  );

  app.get(
    '/estimate',
    { schema: { tags, summary: 'Estimated return for a number of days at today’s rate (on an amount, or on the earning balance)', querystring: estimateQuery, response: { 200: envelopeOf(moneyMarketEstimate) } } },
    async (req) => ok(req, await moneyMarket.estimate(req.user.id, req.query)),
  );

  app.post(
    '/purchases',
    { schema: { tags, summary: 'Buy in from available cash with the trading password; held now, confirmed on the next trading day after T', body: purchaseBody, response: { 200: envelopeOf(moneyMarketPurchase) } } },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await moneyMarket.purchase(req.user.id, req.body), 'MONEY_MARKET_PURCHASED')),
  );

  app.get(
    '/purchases/:id',
    { schema: { tags, summary: 'One of my purchases', params: idParams, response: { 200: envelopeOf(moneyMarketPurchase) } } },
    async (req) => ok(req, await moneyMarket.purchaseOf(req.user.id, req.params.id)),
  );

  app.post(
    '/redemptions',
    { schema: { tags, summary: 'Redeem with the trading password: normal (paid on the next trading day after T) or instant (at once, daily cap)', body: redeemBody, response: { 200: envelopeOf(moneyMarketRedemption) } } },
    (req, reply) =>
      idempotency.run(req, reply, scope(req.user.id), async () => {
        const made = await moneyMarket.redeem(req.user.id, req.body);
        return ok(req, made, made.mode === 'instant' ? 'MONEY_MARKET_REDEEMED' : 'MONEY_MARKET_REDEMPTION_SUBMITTED');
      }),
  );

  app.get(
    '/redemptions/:id',
    { schema: { tags, summary: 'One of my redemptions', params: idParams, response: { 200: envelopeOf(moneyMarketRedemption) } } },
    async (req) => ok(req, await moneyMarket.redemptionOf(req.user.id, req.params.id)),
  );

  app.get(
    '/history',
    { schema: { tags, summary: 'My purchases, redemptions and income, newest first', querystring: historyQuery, response: { 200: envelopeOf(moneyMarketHistoryPage) } } },
    async (req) => ok(req, await moneyMarket.history(req.user.id, req.query.type, req.query.page, req.query.size)),
  );
};
