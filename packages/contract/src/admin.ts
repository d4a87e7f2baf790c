import { z } from 'zod';

/** Back office, under `/admin/api/`. Operators are separate accounts with separate sessions. */
export const adminLoginBody = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
});
export const operator = z.object({ id: z.number().int(), username: z.string(), role: z.string() });
export const adminLoginResult = z.object({ token: z.string(), operator });

export const inviteCode = z.object({
  id: z.number().int(),
  code: z.string(),
  note: z.string(),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  expires_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type InviteCode = z.infer<typeof inviteCode>;

export const createInviteCodeBody = z.object({
  /** Leave empty to have the server pick a random code. */
  code: z
    .string()
    .regex(/^[A-Za-z0-9]{4,32}$/)
    .optional(),
  note: z.string().max(200).default(''),
  max_uses: z.number().int().min(1).max(1_000_000),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string(),
  invite_code: z.string().nullable(),
  created_at: z.string(),
  disabled: z.boolean(),
});

/**
 * `GET/POST /admin/api/demo/clock` — demo mode only (404 otherwise): the server's clock, and
 * moving it forward so that T+1 settlement, draws, interest and expiry can be shown without
 * waiting. It never moves back; every move is audited and runs every scheduled job once.
 */
export const demoClock = z.object({ now: z.string(), offset_ms: z.number().int(), trading_day: z.string() });
export const advanceDemoClockBody = z.object({ hours: z.number().int().min(1).max(24 * 400) });
