import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSummary,
  bankCard,
  bankCardList,
  bankRecordPage,
  bankRecordsQuery,
  bindCardBody,
  createDepositBody,
  createWithdrawalBody,
  deposit,
  depositPage,
  idParams,
  moneyLogPage,
  moneyLogQuery,
  quickPayParams,
  quickPayView,
  recordsQuery,
  statementQuery,
  withdrawal,
  withdrawalPage,
} from '@meridian/contract/funding';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { FundingService } from './service.ts';
import { toWithdrawal } from './views.ts';

type Deps = { funding: FundingService; idempotency: Idempotency };

/** `/api/account`: the personal centre's figures. */
export const accountSummaryRoutes: FastifyPluginAsyncZod<Deps> = async (app, { funding }) => {
  app.get(
    '/summary',
    { schema: { tags: ['funding'], summary: 'Total assets, cash, withdrawable, frozen, money market, loan, market value, credit points', response: { 200: envelopeOf(accountSummary) } } },
    async (req) => ok(req, await funding.records.summary(req.user.id)),
  );
};

/** `/api/funding`: the signed-in user's cards, deposits, withdrawals and records. Others' ids are simply not found. */
export const fundingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { funding, idempotency }) => {
  const tags = ['funding'];
  const scope = (id: number) => `user:${id}`;

  app.get('/cards', { schema: { tags, summary: 'My bound bank cards and the limit', response: { 200: envelopeOf(bankCardList) } } }, async (req) =>
    ok(req, await funding.cards.list(req.user.id)),
  );

  app.post(
    '/cards',
    { schema: { tags, summary: 'Bind a bank account (IBAN) in my verified name', body: bindCardBody, response: { 200: envelopeOf(bankCard) } } },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await funding.cards.bind(req.user.id, req.body), 'SAVED')),
  );

  app.delete(
    '/cards/:id',
    { schema: { tags, summary: 'Unbind a card (kept in history); not while a withdrawal to it is pending', params: idParams, response: { 200: envelopeOf(bankCard) } } },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await funding.cards.unbind(req.user.id, req.params.id))),
  );

  app.post(
    '/deposits',
    { schema: { tags, summary: 'Announce a deposit: bank transfer (house account + reference) or quick pay (simulated)', body: createDepositBody, response: { 200: envelopeOf(deposit) } } },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await funding.deposits.create(req.user.id, req.body))),
  );

  app.get('/deposits', { schema: { tags, summary: 'My deposits, newest first', querystring: recordsQuery, response: { 200: envelopeOf(depositPage) } } }, async (req) =>
    ok(req, await funding.records.depositPage(req.user.id, req.query.page, req.query.size)),
  );

  app.get('/deposits/:id', { schema: { tags, summary: 'One of my deposits', params: idParams, response: { 200: envelopeOf(deposit) } } }, async (req) =>
    ok(req, await funding.records.deposit(req.user.id, req.params.id)),
  );

  app.post(
    '/withdrawals',
    { schema: { tags, summary: 'Withdraw to a bound card (trading password); the amount is frozen at once', body: createWithdrawalBody, response: { 200: envelopeOf(withdrawal) } } },
    (req, reply) =>
      idempotency.run(req, reply, scope(req.user.id), async () => {
        const made = await funding.withdrawals.create(req.user.id, req.body);
        return ok(req, toWithdrawal(made.row, made.card, req.lang));
      }),
  );

  app.get('/withdrawals', { schema: { tags, summary: 'My withdrawals, newest first', querystring: recordsQuery, response: { 200: envelopeOf(withdrawalPage) } } }, async (req) =>
    ok(req, await funding.records.withdrawalPage(req.user.id, req.lang, req.query.page, req.query.size)),
  );

  app.get('/withdrawals/:id', { schema: { tags, summary: 'One of my withdrawals', params: idParams, response: { 200: envelopeOf(withdrawal) } } }, async (req) =>
    ok(req, await funding.records.withdrawal(req.user.id, req.params.id, req.lang)),
  );

  app.post(
    '/withdrawals/:id/cancel',
    { schema: { tags, summary: 'Cancel my pending withdrawal; the frozen amount is released', params: idParams, response: { 200: envelopeOf(withdrawal) } } },
    (req, reply) =>
      idempotency.run(req, reply, scope(req.user.id), async () => {
        const done = await funding.withdrawals.cancel(req.user.id, req.params.id);
        return ok(req, toWithdrawal(done.row, done.card, req.lang));
      }),
  );

  app.get(
    '/bank-records',
    { schema: { tags, summary: 'Deposits (in) and withdrawals (out) together, newest first', querystring: bankRecordsQuery, response: { 200: envelopeOf(bankRecordPage) } } },
    async (req) => ok(req, await funding.records.bankRecords(req.user.id, req.query.type, req.query.page, req.query.size)),
  );

  app.get(
    '/money-log',
    { schema: { tags, summary: 'Postings on my cash accounts in a period (Asia/Shanghai calendar)', querystring: moneyLogQuery, response: { 200: envelopeOf(moneyLogPage) } } },
    async (req) => ok(req, await funding.records.moneyLog(req.user.id, req.query.range, req.query.page, req.query.size)),
  );

  app.get(
    '/statement.csv',
    { schema: { tags, summary: 'Every posting on all my accounts as CSV (attachment)', querystring: statementQuery, produces: ['text/csv'] } },
    async (req, reply) => {
      const { csv, filename } = await funding.records.statementCsv(req.user.id, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/quickpay/payments/:paymentId',
    { schema: { tags, summary: 'The simulated quick-pay page: what is about to be paid', params: quickPayParams, response: { 200: envelopeOf(quickPayView) } } },
    async (req) => ok(req, await funding.deposits.quickPayView(req.user.id, req.params.paymentId)),
  );

  app.post(
    '/quickpay/simulate/:paymentId',
    {
      schema: {
        tags,
        summary: 'Simulated provider: pay it; the provider then calls the signed webhook, which credits the deposit',
        params: quickPayParams,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(deposit) },
      },
    },
    (req, reply) => idempotency.run(req, reply, scope(req.user.id), async () => ok(req, await funding.deposits.simulateQuickPay(req.user.id, req.params.paymentId))),
  );
};

