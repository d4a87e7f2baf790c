import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LANG, matchLang, type Lang } from '@meridian/contract/languages';
import type { Fail, Ok } from '@meridian/contract/envelope';
import { translate, type MessageKey } from './i18n/messages.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The request's language: the `lang` header the web app sends, else `accept-language`, else the default. */
export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers['lang'];
  return (
    matchLang(Array.isArray(header) ? header[0] : header) ?? matchLang(req.headers['accept-language']) ?? DEFAULT_LANG
  );
}

export function ok<T>(req: FastifyRequest, data: T, message: MessageKey = 'OK'): Ok<T> {
  return { code: 1, msg: translate(message, req.lang), data };
}

function failure(req: FastifyRequest, err: AppError, fields?: Fail['fields']): Fail {
  return {
    code: err.statusCode,
    msg: translate(err.code, req.lang, err.params),
    data: null,
    error: err.code,
    ...(fields ? { fields } : {}),
  };
}

/** Fastify's own errors, by their code, as ours. */
function fromFastifyError(err: FastifyError): AppError | undefined {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (err.statusCode === 429) return new AppError('RATE_LIMITED', { seconds: 60 });
  if (err.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new AppError('BAD_REQUEST', {}, err.statusCode);
  return undefined;
}

/** The one place where errors become the `{code, msg, data}` envelope. 5xx details stay in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    req.lang = requestLang(req);
    reply.header('x-request-id', req.id);
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) req.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(failure(req, error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(v.params?.['missingProperty'] ?? ''),
        message: v.message ?? '',
      }));
      const names = [...new Set(fields.map((f) => f.path || error.validationContext || 'body'))].join(', ');
      return reply.status(400).send(failure(req, new AppError('VALIDATION_FAILED', { fields: names }), fields));
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(failure(req, new AppError('INTERNAL')));
    }
    const known = fromFastifyError(error);
    if (known) return reply.status(known.statusCode).send(failure(req, known));
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(req, new AppError('INTERNAL')));
  });
}

export { failure };
