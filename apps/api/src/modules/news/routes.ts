import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsDetail, newsIdParams, newsListQuery, newsPage } from '@meridian/contract/news';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { NewsService } from './service.ts';

/** `/api/news`: public, no session needed. Published articles only. */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  const tags = ['news'];

  app.get(
    '/',
    { schema: { tags, summary: 'Published news, newest first; optional category', querystring: newsListQuery, response: { 200: envelopeOf(newsPage) } } },
    async (req) => ok(req, await news.publicList(req.query.category, req.query.page, req.query.size, req.lang, req.query.code)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One published article with its disclaimer in the request language', params: newsIdParams, response: { 200: envelopeOf(newsDetail) } } },
    async (req) => ok(req, await news.publicDetail(req.params.id, req.lang)),
  );
};
