import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_PER_MINUTE, supportBody, supportHistory, supportHistoryQuery, supportMessage, supportUnread } from '@meridian/contract/support';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { SupportService } from './service.ts';

/** `/api/support`: the signed-in user's own support thread. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  const tags = ['support'];

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary: 'My support conversation, oldest first within the page; the newest page marks replies read',
        querystring: supportHistoryQuery,
        response: { 200: envelopeOf(supportHistory) },
      },
    },
    async (req) => ok(req, await support.userHistory(req.user.id, req.query.before, req.query.limit)),
  );

  app.post(
    '/messages',
    {
      // Counted per user, after the session check (preHandler), so people behind one address do not share a limit.
      config: { rateLimit: { max: SUPPORT_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (req) => `support:${req.user.id}` } },
      schema: { tags, summary: 'Write to support (plain text, 1–2000 characters)', body: supportBody, response: { 200: envelopeOf(supportMessage) } },
    },
    async (req) => ok(req, await support.userPost(req.user.id, req.body.body)),
  );

  app.get(
    '/unread',
    { schema: { tags, summary: 'How many support replies I have not read', response: { 200: envelopeOf(supportUnread) } } },
    async (req) => ok(req, { unread: await support.userUnread(req.user.id) }),
  );
};
