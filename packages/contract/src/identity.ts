import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { ID_TYPES, NAME_RULE, normalizeDocumentNumber, normalizeRealName, REAL_NAME_MAX, REAL_NAME_MIN, REJECT_REASON_MAX, REJECT_REASON_MIN } from './identity-rules.ts';

/**
 * Real-name identity verification. The user submits a name, a document and two photos
 * (`POST /api/identity/submit`, multipart); an operator approves or rejects it with a reason
 * the user sees; after a rejection the user may submit again. Every submission is kept; the
 * newest one is the user's state. Some actions (funding, loans, …) need an approved one.
 *
 * Document numbers are answered masked (`maskDocumentNumber`) everywhere except the back office.
 * Images are never public: `/api/identity/images/:file` (the owner's session) and
 * `/admin/api/identity/images/:file` (an operator's session) — fetch them with the header and
 * show them as blob URLs, a plain `<img src>` cannot send it.
 */
export const IDENTITY_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export const identityState = z.enum(IDENTITY_STATES);
export type IdentityState = z.infer<typeof identityState>;

/** This domain's stable error codes (merged into `ERROR_CODES` by envelope.ts). */
export const IDENTITY_ERROR_CODES = [
  'IDENTITY_REQUIRED',
  'IDENTITY_ALREADY_SUBMITTED',
  'IDENTITY_ALREADY_APPROVED',
  'IDENTITY_DOCUMENT_IN_USE',
  'IDENTITY_NUMBER_INVALID',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

export * from './identity-rules.ts';
export const idType = z.enum(ID_TYPES);

export const realName = z
  .string()
  .transform(normalizeRealName)
  .pipe(z.string().min(REAL_NAME_MIN).max(REAL_NAME_MAX).regex(NAME_RULE));

/**
 * First 3 and last 4 characters, the rest as `*`; short numbers (passports) show less so that
 * at least half is always hidden.
 */
export function maskDocumentNumber(value: string): string {
  const keep = Math.floor(value.length / 4);
  const head = Math.min(3, keep);
  const tail = Math.min(4, keep);
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/**
 * The text fields of the multipart submission (files `front` and `back` beside them). The
 * document number is checked against its type (`isValidDocumentNumber`) by the server, which
 * answers IDENTITY_NUMBER_INVALID; clients may run the same check first.
 */
export const identitySubmitFields = z.object({
  real_name: realName,
  id_type: idType,
  id_number: z.string().max(64).transform(normalizeDocumentNumber),
});
export type IdentitySubmitFields = z.input<typeof identitySubmitFields>;
export const IDENTITY_FILE_FIELDS = ['front', 'back'] as const;

/** `GET /api/user/authenticationDetail` and the answer of a submission: the user's current state. */
export const identityDetail = z.object({
  state: identityState,
  /** Everything below is null while `state` is `none`. */
  id: z.number().int().nullable(),
  real_name: z.string().nullable(),
  id_type: idType.nullable(),
  id_number_masked: z.string().nullable(),
  /** The operator's reason, shown to the user when `state` is `rejected`. */
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** `/api/identity/images/<file>`; needs the `token` header. */
  front_url: z.string().nullable(),
  back_url: z.string().nullable(),
  /** True for `none` and `rejected`: the form may be (re)submitted. */
  can_submit: z.boolean(),
});
export type IdentityDetail = z.infer<typeof identityDetail>;

export const identityImageParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/) });

// ---- back office ----

export const DECIDED_STATES = ['pending', 'approved', 'rejected'] as const;
export const identityQueueQuery = pageQuery.extend({ state: z.enum(DECIDED_STATES).default('pending') });
export const identityIdParams = z.object({ id: idString });

export const adminIdentity = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  state: z.enum(DECIDED_STATES),
  real_name: z.string(),
  id_type: idType,
  /** Full number: operators compare it with the photos. */
  id_number: z.string(),
  /** `/admin/api/identity/images/<file>`; needs the `x-admin-token` header. */
  front_url: z.string(),
  back_url: z.string(),
  reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type AdminIdentity = z.infer<typeof adminIdentity>;

/** Pending: oldest first (first come, first served). Decided: most recently decided first. */
export const identityQueue = page(adminIdentity);
/** One submission and every submission of the same user, newest first (itself included). */
export const adminIdentityDetail = adminIdentity.extend({ history: z.array(adminIdentity) });

export const identityRejectBody = z.object({
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(REJECT_REASON_MIN).max(REJECT_REASON_MAX)),
});
