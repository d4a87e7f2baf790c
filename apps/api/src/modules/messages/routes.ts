import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageIdParams, messagePage, messagesQuery, readAllResult, readResult, unreadCount } from '@meridian/contract/messages';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { MessagesService } from './service.ts';

/** `/api/messages`: the signed-in user's message centre, translated into the request's language. */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  const tags = ['messages'];

  app.get(
    '/',
    { schema: { tags, summary: 'My messages, newest first, with the unread count', querystring: messagesQuery, response: { 200: envelopeOf(messagePage) } } },
    async (req) => ok(req, await messages.list(req.user.id, req.lang, req.query.page, req.query.size)),
  );

  app.get(
    '/unread-count',
    { schema: { tags, summary: 'How many of my messages are unread', response: { 200: envelopeOf(unreadCount) } } },
    async (req) => ok(req, { count: await messages.unreadCount(req.user.id) }),
  );

  app.post(
    '/:id/read',
    { schema: { tags, summary: 'Mark one message read', params: messageIdParams, response: { 200: envelopeOf(readResult) } } },
    async (req) => ok(req, await messages.markRead(req.user.id, req.params.id)),
  );

  app.post(
    '/read-all',
    { schema: { tags, summary: 'Mark every message read', response: { 200: envelopeOf(readAllResult) } } },
    async (req) => ok(req, await messages.markAllRead(req.user.id)),
  );
};
