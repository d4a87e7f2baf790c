import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import {
  loanApplicationBody,
  loanDetail,
  loanIdParams,
  loanItem,
  loanListQuery,
  loanPage,
  loanProducts,
  loanQuote,
  loanQuoteQuery,
  loanRepayBody,
  loanRepayResult,
} from '@meridian/contract/loans';
import { ok } from '../../platform/http.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { LoansService } from './service.ts';

/** `/api/loans`: the signed-in user's loans. Someone else's loan id answers 404. */
export const loansRoutes: FastifyPluginAsyncZod<{ loans: LoansService; idempotency: Idempotency }> = async (
  app,
  { loans, idempotency },
) => {
  const tags = ['loans'];

  app.get(
    '/products',
    { schema: { tags, summary: 'Amounts, terms and rate on offer', response: { 200: envelopeOf(loanProducts) } } },
    async (req) => ok(req, loans.products()),
  );

  app.get(
    '/quote',
    { schema: { tags, summary: 'Interest and total to repay for an amount and term, before applying', querystring: loanQuoteQuery, response: { 200: envelopeOf(loanQuote) } } },
    async (req) => ok(req, loans.quote(req.query.amount, req.query.term_days)),
  );

  app.post(
    '/applications',
    {
      schema: {
        tags,
        summary: 'Apply for a loan (verified identity required; one open application or loan at a time)',
        body: loanApplicationBody,
        response: { 200: envelopeOf(loanItem) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `user:${req.user.id}`, async () => ok(req, await loans.apply(req.user.id, req.body), 'LOAN_SUBMITTED')),
  );

  app.get(
    '/applications',
    { schema: { tags, summary: 'My loan applications and loans, newest first', querystring: loanListQuery, response: { 200: envelopeOf(loanPage) } } },
    async (req) => ok(req, await loans.list(req.user.id, req.query.page, req.query.size)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One of my loans with its repayments', params: loanIdParams, response: { 200: envelopeOf(loanDetail) } } },
    async (req) => ok(req, await loans.detail(req.user.id, req.params.id)),
  );

  app.post(
    '/:id/repay',
    {
      schema: {
        tags,
        summary: 'Repay from available cash with the trading password: interest first, then principal',
        params: loanIdParams,
        body: loanRepayBody,
        response: { 200: envelopeOf(loanRepayResult) },
      },
    },
    async (req, reply) =>
      idempotency.run(req, reply, `user:${req.user.id}`, async () =>
        ok(req, await loans.repay(req.user.id, req.params.id, req.body), 'LOAN_REPAYMENT_RECEIVED'),
      ),
  );
};
