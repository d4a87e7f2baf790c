import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertIdParams, alertList, alertsQuery, createAlertBody, priceAlert } from '@meridian/contract/alerts';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { AlertsService } from './service.ts';

/** `/api/alerts`: the signed-in user's own price alerts, nobody else's. */
export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (app, { alerts }) => {
  const tags = ['alerts'];

  app.get(
    '/',
    { schema: { tags, summary: 'My price alerts, newest first (one stock with ?code=)', querystring: alertsQuery, response: { 200: envelopeOf(alertList) } } },
    async (req) => ok(req, await alerts.list(req.user.id, req.query.code)),
  );
  app.post(
    '/',
    { schema: { tags, summary: 'Watch a stock for a price above/below a level or a daily move of ±%; refused when it already holds', body: createAlertBody, response: { 200: envelopeOf(priceAlert) } } },
    async (req) => ok(req, await alerts.create(req.user.id, req.body), 'SAVED'),
  );
  app.post(
    '/:id/rearm',
    { schema: { tags, summary: 'Arm a fired alert again at the same level', params: alertIdParams, response: { 200: envelopeOf(priceAlert) } } },
    async (req) => ok(req, await alerts.rearm(req.user.id, req.params.id), 'SAVED'),
  );
  app.delete(
    '/:id',
    { schema: { tags, summary: 'Remove one of my alerts', params: alertIdParams, response: { 200: envelopeOf(z.object({ id: z.number().int() })) } } },
    async (req) => ok(req, await alerts.remove(req.user.id, req.params.id), 'SAVED'),
  );
};
