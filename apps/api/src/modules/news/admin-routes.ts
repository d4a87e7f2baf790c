import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNewsItem, adminNewsPage, adminNewsQuery, createNewsBody, editNewsBody, newsIdParams } from '@meridian/contract/news';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { NewsService } from './service.ts';

/** `/admin/api/news`: every article incl. drafts; each change is audited in its own transaction. */
export const newsAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; news: NewsService }> = async (app, { admin, news }) => {
  const tags = ['admin'];
  const by = (req: { operator: { id: number }; ip: string }) => ({ operatorId: req.operator.id, ip: req.ip });
  const one = { params: newsIdParams, response: { 200: envelopeOf(adminNewsItem) } };

  app.get(
    '/',
    { config: { permission: 'markets' }, schema: { tags, summary: 'All articles, drafts included', querystring: adminNewsQuery, response: { 200: envelopeOf(adminNewsPage) } } },
    async (req) => ok(req, await news.adminList({ category: req.query.category, status: req.query.status }, req.query.page, req.query.size)),
  );

  app.get('/:id', { config: { permission: 'markets' }, schema: { tags, summary: 'One article, draft or not', ...one } }, async (req) => ok(req, await news.adminGet(req.params.id)));

  app.post(
    '/',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Create an article (a draft unless publish is true); HTML is sanitised', body: createNewsBody, response: { 200: envelopeOf(adminNewsItem) } } },
    async (req) => ok(req, await news.create(req.body, by(req)), 'SAVED'),
  );

  app.put(
    '/:id',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Edit an article; HTML is sanitised', body: editNewsBody, ...one } },
    async (req) => ok(req, await news.edit(req.params.id, req.body, by(req)), 'SAVED'),
  );

  app.post('/:id/publish', { config: { permission: 'markets' }, schema: { tags, summary: 'Publish an article', ...one } }, async (req) => ok(req, await news.publish(req.params.id, by(req)), 'SAVED'));

  app.post('/:id/unpublish', { config: { permission: 'markets' }, schema: { tags, summary: 'Withdraw an article back to draft', ...one } }, async (req) => ok(req, await news.unpublish(req.params.id, by(req)), 'SAVED'));
};
