import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminLoginBody,
  adminLoginResult,
  adminSecondFactorBody,
  adminSessionResult,
  approval,
  approvalDecisionBody,
  approvalQuery,
  auditEntry,
  auditQuery,
  dashboard,
  createOperatorBody,
  operator,
  operatorAccount,
  operatorIdParams,
  operatorSession,
  page,
  setRolesBody,
} from '@meridian/contract/admin';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { Db } from '../../db/client.ts';
import type { AdminService } from './service.ts';
import type { Approvals } from './approvals.ts';
import type { Operators } from './operators.ts';
import type { DashboardService } from './dashboard.ts';
import { can } from './permissions.ts';
import { listAudit } from './audit.ts';

type Deps = { admin: AdminService; operators: Operators; approvals: Approvals; dashboard: DashboardService; db: Db; perMinute: number };

const by = (req: FastifyRequest) => ({ ...req.operator, ip: req.ip });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The operator's own routes (two-step login, profile, sessions), operators and roles
 * (administrators), the four-eyes queue and the audit log. Other modules add their back-office
 * routes under the same prefix, each declaring the permission it needs.
 */
export const adminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { admin, operators, approvals, dashboard: day, db, perMinute }) => {
  const tags = ['admin'];
  const limited = { rateLimit: { max: perMinute, timeWindow: '1 minute' }, permission: 'public' as const };
  app.post(
    '/auth/login',
    { config: limited, schema: { tags, summary: 'Operator login, step 1: the password (answers with a challenge for the code)', body: adminLoginBody, response: { 200: envelopeOf(adminLoginResult) } } },
    async (req) => ok(req, await admin.login(req.body.username, req.body.password, req.ip)),
  );
  app.post(
    '/auth/second-factor',
    {
      config: limited,
      schema: { tags, summary: 'Operator login, step 2: a TOTP code (enrolling or not) or a recovery code', body: adminSecondFactorBody, response: { 200: envelopeOf(adminSessionResult) } },
    },
    async (req) => ok(req, await admin.secondFactor(req.body, req.ip), 'LOGGED_IN'),
  );

  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.get('/auth/me', { config: { permission: 'signed-in' }, schema: { tags, response: { 200: envelopeOf(operator) } } }, async (req) => ok(req, req.operator));
    scoped.post('/auth/logout', { config: { permission: 'signed-in' }, schema: { tags } }, async (req) => {
      await admin.logout(req.operator, req.operatorSessionId, req.ip);
      return ok(req, null, 'LOGGED_OUT');
    });

    scoped.get(
      '/auth/sessions',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'My live sessions, or everyone’s for an administrator', response: { 200: envelopeOf(z.array(operatorSession)) } } },
      async (req) => ok(req, await operators.sessions(req.operator, req.operatorSessionId, !can(req.operator, 'operators'))),
    );
    scoped.post(
      '/auth/sessions/:id/revoke',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'End a session: my own, or anyone’s for an administrator (audited)', params: idParams } },
      async (req) => {
        await operators.revokeSession(req.params.id, by(req), can(req.operator, 'operators'));
        return ok(req, null, 'SAVED');
      },
    );

    scoped.get(
      '/operators',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Every operator with roles, factor and state', response: { 200: envelopeOf(z.array(operatorAccount)) } } },
      async (req) => ok(req, await operators.list()),
    );
    scoped.post(
      '/operators',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Add an operator (audited); they enrol a second factor at first login', body: createOperatorBody, response: { 200: envelopeOf(operatorAccount) } } },
      async (req) => ok(req, await operators.create(req.body, by(req)), 'SAVED'),
    );
    scoped.put(
      '/operators/:id/roles',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Set an operator’s roles (audited; their sessions end)', params: operatorIdParams, body: setRolesBody, response: { 200: envelopeOf(operatorAccount) } } },
      async (req) => ok(req, await operators.setRoles(req.params.id, req.body.roles, by(req)), 'SAVED'),
    );
    scoped.post(
      '/operators/:id/disable',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Disable an operator (audited; their sessions end)', params: operatorIdParams, response: { 200: envelopeOf(operatorAccount) } } },
      async (req) => ok(req, await operators.setDisabled(req.params.id, true, by(req)), 'SAVED'),
    );
    scoped.post(
      '/operators/:id/enable',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Enable a disabled operator (audited)', params: operatorIdParams, response: { 200: envelopeOf(operatorAccount) } } },
      async (req) => ok(req, await operators.setDisabled(req.params.id, false, by(req)), 'SAVED'),
    );
    scoped.post(
      '/operators/:id/reset-second-factor',
      { config: { permission: 'operators' }, schema: { tags, summary: 'Clear an operator’s second factor: they enrol again at the next login (audited)', params: operatorIdParams, response: { 200: envelopeOf(operatorAccount) } } },
      async (req) => ok(req, await operators.resetSecondFactor(req.params.id, by(req)), 'SAVED'),
    );

    // Listing and deciding are open to any operator here; which kinds one may approve follows
    // from the kind's permission, checked by the approvals service (and shown as can_decide).
    scoped.get(
      '/approvals',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'Four-eyes proposals by state (pending: oldest first)', querystring: approvalQuery, response: { 200: envelopeOf(page(approval)) } } },
      async (req) => ok(req, await approvals.list(req.query.state, req.query.page, req.query.size, req.operator)),
    );
    scoped.get(
      '/approvals/:id',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'One proposal', params: idParams, response: { 200: envelopeOf(approval) } } },
      async (req) => ok(req, await approvals.get(req.params.id, req.operator)),
    );
    scoped.post(
      '/approvals/:id/approve',
      {
        config: { permission: 'signed-in' },
        schema: { tags, summary: 'Approve another operator’s proposal: the change happens now (audited)', params: idParams, body: approvalDecisionBody, response: { 200: envelopeOf(approval) } },
      },
      async (req) => ok(req, await approvals.decide(req.params.id, 'approve', req.body.note, by(req)), 'APPROVAL_APPROVED'),
    );
    scoped.post(
      '/approvals/:id/reject',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'Reject a proposal (or withdraw one’s own): nothing changes (audited)', params: idParams, body: approvalDecisionBody, response: { 200: envelopeOf(approval) } } },
      async (req) => ok(req, await approvals.decide(req.params.id, 'reject', req.body.note, by(req)), 'APPROVAL_REJECTED'),
    );

    scoped.get(
      '/dashboard',
      { config: { permission: 'signed-in' }, schema: { tags, summary: 'Queues with their oldest age, today’s totals, reconciliation, market state and alerts (only what the operator may see)', response: { 200: envelopeOf(dashboard) } } },
      async (req) => ok(req, await day.view(req.operator)),
    );

    scoped.get(
      '/audit-log',
      { config: { permission: 'audit.read' }, schema: { tags, summary: 'The append-only audit log, newest first, filtered by action or area, operator, target and time', querystring: auditQuery, response: { 200: envelopeOf(page(auditEntry)) } } },
      async (req) => ok(req, await listAudit(db, req.query)),
    );
  });
};
