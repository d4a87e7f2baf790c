import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from '@meridian/contract/config';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { SettingsService } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/getconfig',
    { schema: { tags: ['config'], summary: 'Public configuration: support URL, RSA public key, constants', response: { 200: envelopeOf(publicConfig) } } },
    async (req) => ok(req, await settings.publicConfig()),
  );
};
