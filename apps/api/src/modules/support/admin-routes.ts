import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSupportHistory,
  adminSupportMessage,
  adminUnread,
  kfUrlBody,
  kfUrlResult,
  supportBody,
  supportHistoryQuery,
  supportInbox,
  supportInboxQuery,
  supportThread,
  threadIdParams,
} from '@meridian/contract/support';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { Ctx } from '../../platform/context.ts';
import type { AdminService } from '../admin/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { audit } from '../admin/audit.ts';
import type { SupportService } from './service.ts';

type Deps = { ctx: Ctx; admin: AdminService; support: SupportService; settings: SettingsService };

/** Back office of the support chat (`/admin/api/support/…`) and the external support URL (`/admin/api/settings/kf-url`). */
export const supportAdminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { ctx, admin, support, settings }) => {
  const tags = ['admin'];

  app.get(
    '/support/threads',
    { config: { permission: 'support' }, schema: { tags, summary: 'Support inbox, most recent conversation first', querystring: supportInboxQuery, response: { 200: envelopeOf(supportInbox) } } },
    async (req) => ok(req, await support.inbox(req.query.page, req.query.size)),
  );

  app.get(
    '/support/unread',
    { config: { permission: 'support' }, schema: { tags, summary: 'Unread user lines over all threads (for a badge)', response: { 200: envelopeOf(adminUnread) } } },
    async (req) => ok(req, await support.adminUnread()),
  );

  app.get(
    '/support/threads/:id/messages',
    {
      config: { permission: 'support' }, schema: {
        tags,
        summary: 'One conversation; the newest page marks the user’s lines read',
        params: threadIdParams,
        querystring: supportHistoryQuery,
        response: { 200: envelopeOf(adminSupportHistory) },
      },
    },
    async (req) => ok(req, await support.adminHistory(req.params.id, req.query.before, req.query.limit)),
  );

  app.post(
    '/support/threads/:id/read',
    { config: { permission: 'support' }, schema: { tags, summary: 'Mark a conversation read', params: threadIdParams, response: { 200: envelopeOf(supportThread) } } },
    async (req) => ok(req, await support.adminMarkRead(req.params.id)),
  );

  app.post(
    '/support/threads/:id/messages',
    { config: { permission: 'support' }, schema: { tags, summary: 'Reply to a user (audited)', params: threadIdParams, body: supportBody, response: { 200: envelopeOf(adminSupportMessage) } } },
    async (req) => ok(req, await support.reply(req.params.id, req.body.body, { operatorId: req.operator.id, operator: req.operator.username, ip: req.ip })),
  );

  app.get(
    '/settings/kf-url',
    { config: { permission: 'settings' }, schema: { tags, summary: 'The external support URL; empty means the built-in chat', response: { 200: envelopeOf(kfUrlResult) } } },
    async (req) => ok(req, { kf_url: await settings.get('kf_url', ctx.config.KF_URL) }),
  );

  app.put(
    '/settings/kf-url',
    { config: { permission: 'settings' }, schema: { tags, summary: 'Set the external support URL (https) or clear it (audited)', body: kfUrlBody, response: { 200: envelopeOf(kfUrlResult) } } },
    async (req) => {
      const before = await settings.get('kf_url', ctx.config.KF_URL);
      // settings.set has no transaction parameter, so the audit line is written first: an
      // attempt that then fails leaves a line too many rather than a change without a line.
      await audit(ctx.db, { operatorId: req.operator.id, action: 'settings.kf_url', target: 'kf_url', detail: { from: before, to: req.body.kf_url }, ip: req.ip, at: ctx.clock.now() });
      await settings.set('kf_url', req.body.kf_url);
      return ok(req, { kf_url: req.body.kf_url }, 'SAVED');
    },
  );
};
