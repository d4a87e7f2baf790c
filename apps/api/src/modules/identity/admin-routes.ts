import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdentityDetail,
  identityIdParams,
  identityImageParams,
  identityQueue,
  identityQueueQuery,
  identityRejectBody,
} from '@meridian/contract/identity';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { IdentityService } from './service.ts';
import { sendImage } from './routes.ts';

type Deps = { admin: AdminService; identity: IdentityService; idempotency: Idempotency };

/** Back office of identity verification (`/admin/api/identity/…`): the review queue and the decisions. */
export const identityAdminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { admin, identity, idempotency }) => {
  const tags = ['admin'];

  app.get(
    '/queue',
    {
      config: { permission: 'identity' }, schema: {
        tags,
        summary: 'Submissions in one state (default pending, oldest first; decided ones newest decision first), with full document numbers',
        querystring: identityQueueQuery,
        response: { 200: envelopeOf(identityQueue) },
      },
    },
    async (req) => ok(req, await identity.queue(req.query.state, req.query.page, req.query.size)),
  );

  app.get(
    '/summary',
    { config: { permission: 'identity' }, schema: { tags, summary: 'How many submissions wait for a decision (for a badge)', response: { 200: envelopeOf(z.object({ pending: z.number().int() })) } } },
    async (req) => ok(req, { pending: await identity.pendingCount() }),
  );

  app.get(
    '/images/:file',
    { config: { permission: 'identity' }, schema: { tags, summary: 'A photo of any submission', params: identityImageParams } },
    async (req, reply) => sendImage(reply, await identity.operatorImage(req.params.file)),
  );

  app.get(
    '/:id',
    { config: { permission: 'identity' }, schema: { tags, summary: 'One submission with the user’s whole history', params: identityIdParams, response: { 200: envelopeOf(adminIdentityDetail) } } },
    async (req) => ok(req, await identity.adminDetail(req.params.id)),
  );

  app.post(
    '/:id/approve',
    { config: { permission: 'identity' }, schema: { tags, summary: 'Approve a pending submission (audited; the user is notified)', params: identityIdParams, response: { 200: envelopeOf(adminIdentityDetail) } } },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () =>
        ok(req, await identity.approve(req.params.id, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
      ),
  );

  app.post(
    '/:id/reject',
    {
      config: { permission: 'identity' }, schema: {
        tags,
        summary: 'Reject a pending submission with a reason the user sees (2–200 characters; audited; the user is notified)',
        params: identityIdParams,
        body: identityRejectBody,
        response: { 200: envelopeOf(adminIdentityDetail) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () =>
        ok(req, await identity.reject(req.params.id, req.body.reason, { operatorId: req.operator.id, ip: req.ip }), 'SAVED'),
      ),
  );
};
