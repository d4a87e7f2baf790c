import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResult, registerResult } from '@meridian/contract/auth';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthService } from './service.ts';
import { toUserInfo } from './dto.ts';

/**
 * Login and register take `{query}` (encrypted credentials). A body with the credentials in
 * plain fields is refused outright rather than read.
 */
const credentialsBody = z.looseObject({ query: z.string().max(12_000).optional() });

function queryOf(body: z.infer<typeof credentialsBody>): string {
  if (body.query) return body.query;
  if ('username' in body || 'password' in body) throw new AppError('ENCRYPTION_REQUIRED');
  throw new AppError('VALIDATION_FAILED', { fields: 'query' });
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; perMinute: number }> = async (app, { auth, perMinute }) => {
  const limited = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  const meta = (req: { ip: string; headers: Record<string, unknown>; lang: import('@meridian/contract/languages').Lang }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    lang: req.lang,
  });

  app.post(
    '/register',
    {
      config: limited,
      schema: { tags: ['user'], summary: 'Register (encrypted query)', body: credentialsBody, response: { 200: envelopeOf(registerResult) } },
    },
    async (req) => ok(req, await auth.register(queryOf(req.body), meta(req)), 'REGISTERED'),
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: { tags: ['user'], summary: 'Log in (encrypted query)', body: credentialsBody, response: { 200: envelopeOf(loginResult) } },
    },
    async (req) => {
      const { token, user } = await auth.login(queryOf(req.body), meta(req));
      return ok(req, { userinfo: { ...toUserInfo(user), token } }, 'LOGGED_IN');
    },
  );

  await app.register(async (plain) => {
    const scoped = plain.withTypeProvider<ZodTypeProvider>();
    scoped.post('/logout', { schema: { tags: ['user'], summary: 'Log out (revokes this session)' } }, async (req) => {
      await auth.logout(req.sessionId);
      return ok(req, null, 'LOGGED_OUT');
    });
  });
};
