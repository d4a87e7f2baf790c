import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAck } from '@meridian/contract/funding';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import { AppError } from '../../platform/errors.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { FundingService } from './service.ts';

/**
 * `/api/funding/webhooks`: payment providers' callbacks, without a session. The signature is
 * over the exact bytes received, so this scope keeps JSON bodies as raw text and the provider
 * parses them only after verifying (the body is described by `quickPayEvent` in the contract).
 * Nothing is written for a request whose signature does not verify.
 */
export const fundingWebhookRoutes: FastifyPluginAsyncZod<{ funding: FundingService; idempotency: Idempotency }> = async (app, { funding, idempotency }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));

  app.post(
    '/quick-pay',
    { schema: { tags: ['funding'], summary: 'Quick-pay provider callback (HMAC-SHA256 signed, 5-minute window, idempotent per event id)', response: { 200: envelopeOf(webhookAck) } } },
    async (req, reply) => {
      // The signature is checked before anything is stored, the idempotency record included:
      // an unsigned or wrongly signed request is answered 401 and leaves no row behind.
      if (typeof req.body !== 'string') throw new AppError('BAD_REQUEST');
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v[0] : v;
      const verified = funding.deposits.readCallback('quick_pay', req.body, headers);
      return idempotency.run(req, reply, 'webhook:quick_pay', async () => ok(req, await funding.deposits.applyCallback(verified)));
    },
  );
};
