/**
 * Whether a database error (or its cause, as drizzle wraps the driver's) is a unique-index
 * violation; with `constraint`, only that index's. Both PGlite and node-postgres report 23505.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return constraint === undefined || (e.constraint ?? constraint) === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
