/**
 * The unique index a database error broke ('' when the driver does not name it), or undefined
 * when it is no unique violation. Looks through drizzle's wrapping; PGlite and node-postgres both
 * report SQLSTATE 23505.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Whether an error is a unique violation; with `constraint`, of that index (or of an unnamed one). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const broken = uniqueViolation(err);
  return broken !== undefined && (constraint === undefined || broken === '' || broken === constraint);
}
