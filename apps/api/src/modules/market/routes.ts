import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  candleSeries,
  candlesQuery,
  codeParams,
  depthView,
  quoteDetail,
  quotePage,
  quoteSummary,
  quotesQuery,
  searchItem,
  searchQuery,
  tapeView,
} from '@meridian/contract/market';
import { ok } from '../../platform/http.ts';
import type { MarketService } from './service.ts';

/** `/api/market/*`: public market data (no login), every answer in the envelope. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  const tags = ['market'];

  app.get(
    '/indices',
    { schema: { tags, summary: 'The four indices: SSE Composite, SZSE Component, ChiNext, CSI 300', response: { 200: envelopeOf(z.array(quoteSummary)) } } },
    async (req) => ok(req, market.indices()),
  );

  app.get(
    '/quotes',
    { schema: { tags, summary: 'Stocks with their quotes, sorted', querystring: quotesQuery, response: { 200: envelopeOf(quotePage) } } },
    async (req) => ok(req, market.quotes(req.query.sort, req.query.page, req.query.size)),
  );

  app.get(
    '/quote/:code',
    { schema: { tags, summary: 'Full quote of one stock or index', params: codeParams, response: { 200: envelopeOf(quoteDetail) } } },
    async (req) => ok(req, market.quote(req.params.code)),
  );

  app.get(
    '/quote/:code/depth',
    { schema: { tags, summary: 'Five bid and ask levels (simulated while the simulator runs), inside the price band', params: codeParams, response: { 200: envelopeOf(depthView) } } },
    async (req) => ok(req, market.depth(req.params.code)),
  );

  app.get(
    '/quote/:code/trades',
    { schema: { tags, summary: 'The latest trades, newest first (the tape)', params: codeParams, response: { 200: envelopeOf(tapeView) } } },
    async (req) => ok(req, market.trades(req.params.code)),
  );

  app.get(
    '/candles/:code',
    {
      schema: {
        tags,
        summary: 'Candles, ascending; day/week/month history reaches two years back',
        params: codeParams,
        querystring: candlesQuery,
        response: { 200: envelopeOf(candleSeries) },
      },
    },
    async (req) => ok(req, await market.candles(req.params.code, req.query.period, req.query.limit)),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search by code, pinyin initials, full pinyin or name (at most 20, best first)',
        querystring: searchQuery,
        response: { 200: envelopeOf(z.array(searchItem)) },
      },
    },
    async (req) => ok(req, market.search(req.query.q)),
  );
};
