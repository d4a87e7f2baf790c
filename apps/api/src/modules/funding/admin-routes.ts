import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adjustmentBody,
  adminDeposit,
  adminDepositPage,
  adminDepositsQuery,
  adminWithdrawal,
  adminWithdrawalPage,
  adminWithdrawalsQuery,
  approveWithdrawalBody,
  confirmDepositBody,
  idParams,
  reconciliation,
  recordsQuery,
  rejectDepositBody,
  rejectWithdrawalBody,
  userLedger,
} from '@meridian/contract/funding';
import { envelopeOf } from '@meridian/contract/envelope';
import { approval } from '@meridian/contract/admin';
import { ok } from '../../platform/http.ts';
import type { AdminService } from '../admin/service.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { FundingService } from './service.ts';

type Deps = { admin: AdminService; funding: FundingService; idempotency: Idempotency };

const act = (req: FastifyRequest) => ({ operatorId: req.operator.id, operator: req.operator.username, ip: req.ip });

/** Back office of funding (`/admin/api/funding/…`) and the ledger's reconciliation (`/admin/api/ledger/reconcile`). */
export const fundingAdminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { admin, funding, idempotency }) => {
  const tags = ['admin'];
  const scope = (req: FastifyRequest) => `operator:${req.operator.id}`;
  const { backOffice } = funding;

  const { depositView, withdrawalView } = backOffice;

  app.get(
    '/funding/deposits',
    { config: { permission: 'deposits' }, schema: { tags, summary: 'Deposits by state (pending: oldest first, a queue) and method', querystring: adminDepositsQuery, response: { 200: envelopeOf(adminDepositPage) } } },
    async (req) => ok(req, await backOffice.depositQueue({ state: req.query.state, method: req.query.method }, req.query.page, req.query.size)),
  );

  app.post(
    '/funding/deposits/:id/confirm',
    {
      config: { permission: 'deposits' },
      schema: {
        tags,
        summary: 'Money received: credit the bank transfer (audited); more than announced or above the second-approval threshold, proposed for a second operator',
        params: idParams,
        body: confirmDepositBody,
        response: { 200: envelopeOf(adminDeposit.extend({ approval: approval.nullable() })) },
      },
    },
    (req, reply) =>
      idempotency.run(req, reply, scope(req), async () => {
        const done = await funding.deposits.confirm(req.params.id, req.body, act(req), { ...req.operator, ip: req.ip });
        const view = { ...(await depositView(done.row)), approval: done.approval };
        return done.approval ? ok(req, view, 'APPROVAL_REQUESTED') : ok(req, view);
      }),
  );

  app.post(
    '/funding/deposits/:id/reject',
    { config: { permission: 'deposits' }, schema: { tags, summary: 'Reject a bank-transfer deposit with a reason the user sees (audited)', params: idParams, body: rejectDepositBody, response: { 200: envelopeOf(adminDeposit) } } },
    (req, reply) => idempotency.run(req, reply, scope(req), async () => ok(req, await depositView(await funding.deposits.reject(req.params.id, req.body.reason, act(req))))),
  );

  app.get(
    '/funding/withdrawals',
    { config: { permission: 'withdrawals' }, schema: { tags, summary: 'Withdrawals by state (pending: oldest first, a queue), with the card to pay out to', querystring: adminWithdrawalsQuery, response: { 200: envelopeOf(adminWithdrawalPage) } } },
    async (req) => ok(req, await backOffice.withdrawalQueue(req.query.state, req.lang, req.query.page, req.query.size)),
  );

  app.post(
    '/funding/withdrawals/:id/approve',
    { config: { permission: 'withdrawals' }, schema: { tags, summary: 'Approve (paid out): the frozen amount goes to bank clearing (audited); above the second-approval threshold, proposed for a second operator', params: idParams, body: approveWithdrawalBody, response: { 200: envelopeOf(adminWithdrawal.extend({ approval: approval.nullable() })) } } },
    (req, reply) =>
      idempotency.run(req, reply, scope(req), async () => {
        const done = await funding.withdrawals.review(req.params.id, req.body.note, act(req), { ...req.operator, ip: req.ip });
        const view = { ...(await withdrawalView(done.row, done.card, req.lang)), approval: done.approval };
        return done.approval ? ok(req, view, 'APPROVAL_REQUESTED') : ok(req, view);
      }),
  );

  app.post(
    '/funding/withdrawals/:id/reject',
    { config: { permission: 'withdrawals' }, schema: { tags, summary: 'Reject with a reason code and text the user sees; the hold is released (audited)', params: idParams, body: rejectWithdrawalBody, response: { 200: envelopeOf(adminWithdrawal) } } },
    (req, reply) =>
      idempotency.run(req, reply, scope(req), async () => {
        const done = await funding.withdrawals.reject(req.params.id, req.body, act(req));
        return ok(req, await withdrawalView(done.row, done.card, req.lang));
      }),
  );

  app.get(
    '/funding/users/:id/ledger',
    { config: { permission: 'ledger.read' }, schema: { tags, summary: 'A user’s balances and postings, newest first', params: idParams, querystring: recordsQuery, response: { 200: envelopeOf(userLedger) } } },
    async (req) => {
      const user = await backOffice.fundingUser(req.params.id);
      return ok(req, { user, ...(await funding.records.userLedger(user.id, req.query.page, req.query.size)) });
    },
  );

  app.post(
    '/funding/adjustments',
    { config: { permission: 'ledger.adjust' }, schema: { tags, summary: 'Propose a journaled adjustment of a user’s available cash; it is posted (and shown to the user) when another operator approves it', body: adjustmentBody, response: { 200: envelopeOf(approval) } } },
    (req, reply) => {
      const header = req.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      return idempotency.run(req, reply, scope(req), async () => ok(req, await backOffice.proposeAdjustment(req.body, { ...req.operator, ip: req.ip }, key), 'APPROVAL_REQUESTED'));
    },
  );

  app.get(
    '/ledger/reconcile',
    { config: { permission: 'ledger.read' }, schema: { tags, summary: 'Check the ledger’s invariants now (audited)', response: { 200: envelopeOf(reconciliation) } } },
    async (req) => ok(req, await backOffice.runReconcile(act(req))),
  );
};
