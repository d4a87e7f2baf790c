import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { adminIpoIssue, adminIpoIssuePage, adminIpoIssueQuery, ipoCancelBody, ipoDraw, ipoIdParams, ipoIssueBody } from '@meridian/contract/ipo';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Approvals } from '../admin/approvals.ts';
import { approval } from '@meridian/contract/admin';
import type { Idempotency } from '../idempotency/service.ts';
import type { IpoService } from './service.ts';

/**
 * `/admin/api/ipo`: create, edit (before the window), cancel (before the draw), run a draw
 * whose window has closed, and read the results with their verification data. Every change is
 * audited. There is no route that sets or changes who is allocated what — by design (docs/integrity.md).
 */
export const ipoAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; approvals: Approvals; ipo: IpoService; idempotency: Idempotency }> = async (
  app,
  { admin, approvals, ipo, idempotency },
) => {
  const tags = ['admin'];
  const ops = ipo.operations;
  const by = (req: { operator: { id: number }; ip: string }) => ({ operatorId: req.operator.id, ip: req.ip });
  const scope = (req: { operator: { id: number } }) => `operator:${req.operator.id}`;

  app.get(
    '/issues',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Issues with their application and allocation totals, newest first', querystring: adminIpoIssueQuery, response: { 200: envelopeOf(adminIpoIssuePage) } } },
    async (req) => ok(req, await ops.list(req.query.page, req.query.size)),
  );
  app.get(
    '/issues/:id',
    { config: { permission: 'markets' }, schema: { tags, summary: 'One issue with its totals', params: ipoIdParams, response: { 200: envelopeOf(adminIpoIssue) } } },
    async (req) => ok(req, await ops.one(req.params.id)),
  );
  app.get(
    '/issues/:id/draw',
    { config: { permission: 'markets' }, schema: { tags, summary: 'The published draw data (the same as the public endpoint)', params: ipoIdParams, response: { 200: envelopeOf(ipoDraw) } } },
    async (req) => ok(req, await ipo.issues.draw(req.params.id)),
  );
  app.post(
    '/issues',
    {
      config: { permission: 'markets' },
      schema: { tags, summary: 'Propose an issue for a listed stock code; it is published when another operator approves it', body: ipoIssueBody, response: { 200: envelopeOf(approval) } },
    },
    async (req, reply) =>
      idempotency.run(req, reply, scope(req), async () => {
        await ops.validateIssue(req.body);
        const target = `ipo:${req.body.code}:${req.body.apply_code}`;
        return ok(req, await approvals.propose({ kind: 'ipo.issue', target, payload: req.body }, { ...req.operator, ip: req.ip }), 'APPROVAL_REQUESTED');
      }),
  );
  app.put(
    '/issues/:id',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Edit an issue before its subscription window opens', params: ipoIdParams, body: ipoIssueBody, response: { 200: envelopeOf(adminIpoIssue) } } },
    async (req, reply) => idempotency.run(req, reply, scope(req), async () => ok(req, await ops.edit(req.params.id, req.body, by(req)), 'SAVED')),
  );
  app.post(
    '/issues/:id/cancel',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Cancel before the draw: applications become void, applicants are told the reason', params: ipoIdParams, body: ipoCancelBody, response: { 200: envelopeOf(adminIpoIssue) } } },
    async (req, reply) => idempotency.run(req, reply, scope(req), async () => ok(req, await ops.cancel(req.params.id, req.body.reason, by(req)), 'SAVED')),
  );
  app.post(
    '/issues/:id/draw',
    { config: { permission: 'markets' }, schema: { tags, summary: 'Run the lottery now that the window has closed (what the job does at the draw time)', params: ipoIdParams, response: { 200: envelopeOf(adminIpoIssue) } } },
    async (req, reply) => idempotency.run(req, reply, scope(req), async () => ok(req, await ops.runDraw(req.params.id, by(req)), 'SAVED')),
  );
};
