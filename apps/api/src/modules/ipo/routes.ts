import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  ipoApplication,
  ipoApplicationPage,
  ipoApplicationQuery,
  ipoApplyBody,
  ipoCalendar,
  ipoCalendarQuery,
  ipoDraw,
  ipoIdParams,
  ipoIssue,
  ipoIssuePage,
  ipoIssueQuery,
  ipoMine,
  ipoOneClickResult,
  ipoOpenList,
  ipoPayBody,
  ipoQuota,
} from '@meridian/contract/ipo';
import { ok } from '../../platform/http.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { IpoService } from './service.ts';

const tags = ['ipo'];

/** `/api/ipo` without a session: issues, calendar and the draw data anyone may verify. */
export const ipoPublicRoutes: FastifyPluginAsyncZod<{ ipo: IpoService }> = async (app, { ipo }) => {
  app.get(
    '/issues',
    { schema: { tags, summary: 'New-share issues: active (soonest first) or all (newest first)', querystring: ipoIssueQuery, response: { 200: envelopeOf(ipoIssuePage) } } },
    async (req) => ok(req, await ipo.issues.list(req.query.scope, req.query.page, req.query.size)),
  );
  app.get(
    '/calendar',
    { schema: { tags, summary: 'Subscription, draw, payment-deadline and listing dates between two days', querystring: ipoCalendarQuery, response: { 200: envelopeOf(ipoCalendar) } } },
    async (req) => ok(req, await ipo.issues.calendar(req.query.from, req.query.to)),
  );
  app.get(
    '/issues/:id',
    { schema: { tags, summary: 'One issue', params: ipoIdParams, response: { 200: envelopeOf(ipoIssue) } } },
    async (req) => ok(req, await ipo.issues.detail(req.params.id)),
  );
  app.get(
    '/issues/:id/draw',
    {
      schema: {
        tags,
        summary: 'The draw: commitment, seed (after the draw), numbered units per application and the allocation — recompute it with apps/api/scripts/verify-ipo-draw.mjs',
        params: ipoIdParams,
        response: { 200: envelopeOf(ipoDraw) },
      },
    },
    async (req) => ok(req, await ipo.issues.draw(req.params.id)),
  );
};

/** `/api/ipo` with a session: the user's quota, applications and payments. Someone else's application answers 404. */
export const ipoRoutes: FastifyPluginAsyncZod<{ ipo: IpoService; idempotency: Idempotency }> = async (app, { ipo, idempotency }) => {
  const apps = ipo.applications;

  app.get('/quota', { schema: { tags, summary: 'My subscription quota per exchange, as of now', response: { 200: envelopeOf(ipoQuota) } } }, async (req) => {
    const q = await apps.quotas(req.user.id);
    return ok(req, { quotas: [q.SH, q.SZ] });
  });
  app.get(
    '/open',
    { schema: { tags, summary: 'Issues open for subscription, with my quota and application for each', response: { 200: envelopeOf(ipoOpenList) } } },
    async (req) => ok(req, await apps.open(req.user.id)),
  );
  app.get(
    '/issues/:id/mine',
    { schema: { tags, summary: 'My quota and application for one issue', params: ipoIdParams, response: { 200: envelopeOf(ipoMine) } } },
    async (req) => ok(req, await apps.mineFor(req.user.id, req.params.id)),
  );
  app.post(
    '/applications',
    { schema: { tags, summary: 'Apply for an open issue by its application code (no money is held)', body: ipoApplyBody, response: { 200: envelopeOf(ipoApplication) } } },
    async (req, reply) => idempotency.run(req, reply, `user:${req.user.id}`, async () => ok(req, await apps.apply(req.user.id, req.body), 'IPO_APPLIED')),
  );
  app.post(
    '/applications/one-click',
    { schema: { tags, summary: 'Apply for every open issue not yet applied for, each at my full quota', response: { 200: envelopeOf(ipoOneClickResult) } } },
    async (req, reply) => idempotency.run(req, reply, `user:${req.user.id}`, async () => ok(req, await apps.oneClick(req.user.id), 'IPO_APPLIED')),
  );
  app.get(
    '/applications',
    { schema: { tags, summary: 'My applications and allocations, newest first', querystring: ipoApplicationQuery, response: { 200: envelopeOf(ipoApplicationPage) } } },
    async (req) => ok(req, await apps.list(req.user.id, req.query.filter, req.query.page, req.query.size)),
  );
  app.post(
    '/applications/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay for an allocation from available cash with the trading password, before the deadline',
        params: ipoIdParams,
        body: ipoPayBody,
        response: { 200: envelopeOf(ipoApplication) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `user:${req.user.id}`, async () => ok(req, await apps.pay(req.user.id, req.params.id, req.body.pay_password), 'IPO_PAID')),
  );
};
