import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { adminLoanDetail, adminLoanItem, adminLoanPage, adminLoanQuery, approveLoanBody, loanIdParams, rejectLoanBody } from '@meridian/contract/loans';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { LoansService } from './service.ts';

/** `/admin/api/loans`: the application queue and the operators' decisions, each audited. */
export const loansAdminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; loans: LoansService; idempotency: Idempotency }> = async (
  app,
  { admin, loans, idempotency },
) => {
  const tags = ['admin'];
  const ops = loans.operations;
  const by = (req: { operator: { id: number }; ip: string }) => ({ operatorId: req.operator.id, ip: req.ip });

  app.get(
    '/applications',
    { config: { permission: 'loans' }, schema: { tags, summary: 'Loan applications and loans, by state (pending: oldest first)', querystring: adminLoanQuery, response: { 200: envelopeOf(adminLoanPage) } } },
    async (req) => ok(req, await ops.list(req.query.state, req.query.page, req.query.size)),
  );

  app.get(
    '/:id',
    { config: { permission: 'loans' }, schema: { tags, summary: 'One loan with its repayments', params: loanIdParams, response: { 200: envelopeOf(adminLoanDetail) } } },
    async (req) => ok(req, await ops.detail(req.params.id)),
  );

  app.post(
    '/applications/:id/approve',
    { config: { permission: 'loans' }, schema: { tags, summary: 'Approve: lends the amount into the user’s available cash', params: loanIdParams, body: approveLoanBody, response: { 200: envelopeOf(adminLoanItem) } } },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () => ok(req, await ops.approve(req.params.id, by(req), req.body.note), 'SAVED')),
  );

  app.post(
    '/applications/:id/reject',
    { config: { permission: 'loans' }, schema: { tags, summary: 'Reject with a reason the user reads; no money moves', params: loanIdParams, body: rejectLoanBody, response: { 200: envelopeOf(adminLoanItem) } } },
    async (req, reply) =>
      idempotency.run(req, reply, `operator:${req.operator.id}`, async () => ok(req, await ops.reject(req.params.id, by(req), req.body.reason), 'SAVED')),
  );
};
