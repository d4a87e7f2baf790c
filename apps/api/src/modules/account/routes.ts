import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarResult,
  changePasswordBody,
  changePayPasswordBody,
  infoQuery,
  setPayPasswordBody,
  userInfo,
} from '@meridian/contract/auth';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import { AppError } from '../../platform/errors.ts';
import { readingUpload } from '../../platform/uploads.ts';
import { avatarUrl, toUserInfo } from '../auth/dto.ts';
import type { AccountService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; avatarMaxBytes: number }> = async (
  app,
  { account, avatarMaxBytes },
) => {
  // Avatars are public pictures with unguessable names; served without a session so that <img> works.
  app.get(
    '/avatar/:file',
    { schema: { tags: ['user'], summary: 'An avatar image', params: z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/) }) } },
    async (req, reply) => {
      const file = await account.avatar(req.params.file);
      if (!file) throw new AppError('NOT_FOUND');
      return reply
        .type(file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.data);
    },
  );

  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();

    scoped.get(
      '/info',
      { schema: { tags: ['user'], summary: 'Current user; `lang` also saves the language preference', querystring: infoQuery, response: { 200: envelopeOf(userInfo) } } },
      async (req) => ok(req, toUserInfo(await account.info(req.user.id, req.query.lang))),
    );

    scoped.post(
      '/editAvatar',
      { schema: { tags: ['user'], summary: 'Upload an avatar (multipart field `avatar`; JPEG, PNG or WebP)', consumes: ['multipart/form-data'], response: { 200: envelopeOf(avatarResult) } } },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        const file = await readingUpload(avatarMaxBytes, () => req.file());
        if (file && file.fieldname !== 'avatar') throw new AppError('FILE_REQUIRED');
        const name = await account.setAvatar(req.user.id, file);
        return ok(req, { avatar: avatarUrl(name) }, 'UPLOAD_SUCCESSFUL');
      },
    );

    scoped.post(
      '/changePassword',
      { schema: { tags: ['user'], summary: 'Change the login password (ends every session)', body: changePasswordBody } },
      async (req) => {
        await account.changePassword(req.user.id, req.body, req.ip);
        return ok(req, null, 'PASSWORD_RESET');
      },
    );

    scoped.post(
      '/setPayPassword',
      { schema: { tags: ['user'], summary: 'Set the 6-digit trading password', body: setPayPasswordBody } },
      async (req) => {
        await account.setPayPassword(req.user.id, req.body);
        return ok(req, null, 'PAY_PASSWORD_SET');
      },
    );

    scoped.post(
      '/changePayPassword',
      { schema: { tags: ['user'], summary: 'Change the trading password with the old one or the login password', body: changePayPasswordBody } },
      async (req) => {
        await account.changePayPassword(req.user.id, req.body, req.ip);
        return ok(req, null, 'PAY_PASSWORD_CHANGED');
      },
    );
  });
};
