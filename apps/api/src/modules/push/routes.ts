import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@meridian/contract/envelope';
import { pushSubscriptionBody, pushSubscriptionState, pushUnsubscribeBody, vapidPublicKey } from '@meridian/contract/push';
import { ok } from '../../platform/http.ts';
import type { PushService } from './service.ts';

/** `/api/push`: the VAPID public key (open: public-routes.ts), and the signed-in user's own subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const tags = ['push'];

  app.get(
    '/public-key',
    { schema: { tags, summary: 'The VAPID public key to subscribe with (base64url)', response: { 200: envelopeOf(vapidPublicKey) } } },
    async (req) => ok(req, { public_key: await push.publicKey() }),
  );

  app.post(
    '/subscribe',
      { schema: { tags, summary: 'Keep this browser’s push subscription for me', body: pushSubscriptionBody, response: { 200: envelopeOf(pushSubscriptionState) } } },
      async (req) => {
        await push.subscribe(req.user.id, req.body);
        return ok(req, { subscribed: true }, 'SAVED');
      },
    );

  app.post(
    '/unsubscribe',
      { schema: { tags, summary: 'Forget this browser’s push subscription', body: pushUnsubscribeBody, response: { 200: envelopeOf(pushSubscriptionState) } } },
      async (req) => {
        await push.unsubscribe(req.user.id, req.body.endpoint);
        return ok(req, { subscribed: false }, 'SAVED');
      },
    );
};
