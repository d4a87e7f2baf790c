import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { portfolioQuery, portfolioView } from '@meridian/contract/portfolio';
import { ok } from '../../platform/http.ts';
import type { PortfolioService } from './service.ts';

/** `/api/portfolio`: the signed-in user's own equity curve, return and allocation. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ portfolio: PortfolioService }> = async (app, { portfolio }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Equity curve of net assets over a range (daily valuations, now last), time-weighted return, allocation by product and sector',
        querystring: portfolioQuery,
        response: { 200: envelopeOf(portfolioView) },
      },
    },
    async (req) => ok(req, await portfolio.view(req.user.id, req.query.range)),
  );
};
