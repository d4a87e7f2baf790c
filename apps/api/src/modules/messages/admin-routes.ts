import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastBody, broadcastResult } from '@meridian/contract/messages';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { MessagesService } from './service.ts';

/** `/admin/api/messages`: operators write to every user at once (audited). */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; messages: MessagesService }> = async (app, { admin, messages }) => {

  app.post(
    '/broadcast',
    { config: { permission: 'messages.send' }, schema: { tags: ['admin'], summary: 'Send a message to every user, shown as written', body: broadcastBody, response: { 200: envelopeOf(broadcastResult) } } },
    async (req) => ok(req, await messages.broadcast(req.body, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
  );
};
