import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LANG, matchLang, type Lang } from '@meridian/contract/languages';
import type { ErrorCode, Fail, Ok } from '@meridian/contract/envelope';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH' || err.statusCode === 414) return new AppError('URI_TOO_LONG');
  if (err.statusCode === 429) return new AppError('RATE_LIMITED', { seconds: 60 });
  if (err.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new AppError('BAD_REQUEST', {}, err.statusCode);
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: failures met before routing (a URL that does not decode, a path
 * parameter over the length limit), which skip the hooks and the error handler.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.lang = requestLang(req);
  const known = fromFastifyError(error) ?? new AppError('BAD_REQUEST');
  void reply.status(known.statusCode).header('x-request-id', req.id).send(failure(req, known));
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Node's `clientError`: the request could not even be parsed (bad request line, header too
 * large). There is no request to read a language from, so the envelope is in the default one.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy(err);
    return;
  }
  const status = CLIENT_ERROR_STATUS[err.code ?? ''] ?? 400;
  const code: ErrorCode = status === 431 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
  const body = JSON.stringify({ code: status, msg: translate(code, DEFAULT_LANG), data: null, error: code } satisfies Fail);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
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
