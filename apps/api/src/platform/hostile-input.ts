import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A NUL, or half of a UTF-16 surrogate pair: text that no field of ours means and PostgreSQL refuses. */
export function isHostileString(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * Whether any string in `value` (keys included, at any depth) is hostile. Walks with its own
 * stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsHostileString(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isHostileString(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return false;
}

/** Throws INVALID_CHARACTERS when `value` holds a hostile string anywhere. */
export function rejectHostileStrings(value: unknown): void {
  if (containsHostileString(value)) throw new AppError('INVALID_CHARACTERS');
}

function checkRequestLine(req: FastifyRequest): void {
  rejectHostileStrings(req.query);
  rejectHostileStrings(req.params);
  rejectHostileStrings(req.headers);
}

/**
 * The one gate for every route: query, path parameters and headers are checked as the request
 * arrives, the parsed body before validation. Multipart text fields are checked where the form
 * is read (`rejectHostileStrings`), since their parts are streamed by the handler.
 */
export function installHostileInputGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => checkRequestLine(req));
  app.addHook('preValidation', async (req) => rejectHostileStrings(req.body));
}
