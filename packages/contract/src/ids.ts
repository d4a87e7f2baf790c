import { z } from 'zod';

/**
 * A row id as it appears in a path or a query string: a canonical positive integer only.
 * `0x1`, `1e0`, `1.0`, `+1`, ` 1` and `01` are refused rather than read as 1, so one id has
 * exactly one spelling (caches, logs and audit lines agree on what was asked for).
 */
export const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

export const idString = z
  .string()
  .regex(ID_PATTERN)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `/:id` of every route that names one row. */
export const idParams = z.object({ id: idString });
