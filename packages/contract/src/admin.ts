import { z } from 'zod';

/** Back office, under `/admin/api/`. Operators are separate accounts with separate sessions. */
export const adminLoginBody = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
});

/**
 * Roles an operator may hold (several at once). Each role grants a set of permissions; every
 * `/admin/api` route declares the one permission it needs, and the server checks it in one place.
 * - support: the support chat, messages to users, users read-only
 * - compliance: identity reviews, withdrawal reviews, the audit log, ledgers read-only
 * - finance: deposits, payouts, ledger adjustments, reconciliation, loans
 * - markets: instruments, halts, new-share issues, block trades, news, yields, fees, leverage
 * - administrator: operators and their roles, settings, invitation codes, the demo clock
 */
export const OPERATOR_ROLES = ['support', 'compliance', 'finance', 'markets', 'administrator'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  'users.read',
  'support',
  'messages.send',
  'identity',
  'withdrawals',
  'audit.read',
  'deposits',
  'ledger.read',
  'ledger.adjust',
  'loans',
  'markets',
  'operators',
  'settings',
  'demo.clock',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  support: ['users.read', 'support', 'messages.send'],
  compliance: ['users.read', 'identity', 'withdrawals', 'audit.read', 'ledger.read'],
  finance: ['users.read', 'deposits', 'withdrawals', 'ledger.read', 'ledger.adjust', 'loans'],
  markets: ['markets'],
  administrator: ['users.read', 'operators', 'settings', 'audit.read', 'demo.clock'],
};

/** What a set of roles allows, as the server computes it (the back office mirrors it). */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const out = new Set<Permission>();
  for (const r of roles) for (const p of ROLE_PERMISSIONS[r as OperatorRole] ?? []) out.add(p);
  return PERMISSIONS.filter((p) => out.has(p));
}

export const operatorRole = z.enum(OPERATOR_ROLES);
export const operator = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type OperatorView = z.infer<typeof operator>;

/**
 * Login is two steps. The password answers with a short-lived challenge: `totp` when the
 * operator has a second factor, `enroll` (with a new secret to put in an authenticator app) when
 * not yet. The challenge and a six-digit code (or a recovery code) then give the session.
 */
export const adminLoginResult = z.object({
  step: z.enum(['totp', 'enroll']),
  challenge: z.string(),
  /** Only for `enroll`: the base32 secret and its otpauth:// URL (for a QR code). */
  secret: z.string().optional(),
  otpauth_url: z.string().optional(),
});
export const adminSecondFactorBody = z.object({
  challenge: z.string().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
  recovery_code: z.string().trim().min(8).max(40).optional(),
});
export const adminSessionResult = z.object({
  token: z.string(),
  operator,
  /** Only right after enrolment: shown once, each works once instead of a code. */
  recovery_codes: z.array(z.string()).optional(),
});

export const operatorAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  two_factor: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;
export const createOperatorBody = z.object({
  username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/),
  password: z.string().min(12).max(128),
  roles: z.array(operatorRole).min(1).max(OPERATOR_ROLES.length),
});
export const setRolesBody = z.object({ roles: z.array(operatorRole).max(OPERATOR_ROLES.length) });
export const operatorIdParams = z.object({ id: z.coerce.number().int().positive() });
export const operatorSession = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  username: z.string(),
  ip: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});

/**
 * Four eyes: changes to money or rules are proposed by one operator and take effect only when a
 * different operator with the right permission approves them.
 */
export const APPROVAL_KINDS = ['ledger.adjustment', 'withdrawal.payout', 'deposit.credit', 'trading.fees', 'trading.leverage', 'money-market.yield', 'ipo.issue'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const approval = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  target: z.string(),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(['pending', 'approved', 'rejected']),
  proposed_by: z.string(),
  proposed_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the operator asking may decide it (right permission, not the proposer). */
  can_decide: z.boolean(),
});
export type Approval = z.infer<typeof approval>;
export const approvalQuery = z.object({
  state: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const approvalDecisionBody = z.object({ note: z.string().trim().max(200).default('') });

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

/**
 * Every action the audit log records. The server's `audit()` takes only these, so a new action
 * must be named here, and the back office must give it a label in every language to compile.
 */
export const AUDIT_ACTIONS = [
  'approval.proposed',
  'approval.approved',
  'approval.rejected',
  'approval.lapsed',
  'block_trade.offer.create',
  'block_trade.offer.close',
  'demo.clock_advance',
  'funding.adjustment',
  'funding.deposit.confirm',
  'funding.deposit.reject',
  'funding.withdrawal.approve',
  'funding.withdrawal.reject',
  'identity.approve',
  'identity.reject',
  'instrument.halt',
  'instrument.resume',
  'invite_code.create',
  'invite_code.disable',
  'ipo.create',
  'ipo.edit',
  'ipo.cancel',
  'ipo.draw',
  'ledger.reconcile',
  'loan.approve',
  'loan.reject',
  'message.broadcast',
  'money_market.yield',
  'news.create',
  'news.edit',
  'news.publish',
  'news.unpublish',
  'operator.create',
  'operator.roles',
  'operator.disable',
  'operator.enable',
  'operator.session_revoke',
  'operator.second_factor_reset',
  'operator.login',
  'operator.login_failed',
  'operator.password_ok',
  'operator.second_factor_enrolled',
  'operator.second_factor_failed',
  'operator.logout',
  'settings.kf_url',
  'support.reply',
  'trading.fees.update',
  'trading.leverage.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An action's area, its first part: `funding` of `funding.deposit.confirm`. */
export type AuditCategory = AuditAction extends `${infer Head}.${string}` ? Head : never;
export const AUDIT_CATEGORIES = [...new Set(AUDIT_ACTIONS.map((a) => a.slice(0, a.indexOf('.'))))] as AuditCategory[];

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
/**
 * The audit log's filters, all optional and combined with "and": an action or a whole area
 * (`funding` matches every `funding.…`), the operator's user name (any case), the exact target
 * (`user:42`, `operator:3`), and a time range, `from` included and `to` excluded.
 */
export const auditQuery = pageQuery
  .extend({
    action: z.enum([...AUDIT_ACTIONS, ...AUDIT_CATEGORIES] as [string, ...string[]]).optional(),
    operator: z.string().trim().min(1).max(64).optional(),
    target: z.string().trim().min(1).max(200).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'to must be after from' });
export type AuditQuery = z.infer<typeof auditQuery>;

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

export const ADMIN_ERROR_CODES = ['SECOND_FACTOR_INVALID', 'OWN_PROPOSAL', 'APPROVAL_PENDING', 'OPERATOR_TAKEN', 'LAST_ADMINISTRATOR'] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

/**
 * `GET /admin/api/dashboard`: what the day needs, limited to what the operator may see. Queue
 * ages are in minutes; alerts name queues whose oldest item has waited past its limit.
 */
export const DASHBOARD_QUEUES = ['identity', 'deposits', 'withdrawals', 'loans', 'support', 'approvals'] as const;
export const dashboardQueue = z.object({
  key: z.enum(DASHBOARD_QUEUES),
  count: z.number().int(),
  oldest_at: z.string().nullable(),
  age_minutes: z.number().int().nullable(),
  /** Waiting past this many minutes raises an alert. */
  limit_minutes: z.number().int(),
});
export const dashboard = z.object({
  queues: z.array(dashboardQueue),
  today: z
    .object({ day: z.string(), deposits: z.string(), payouts: z.string(), orders: z.number().int(), fees: z.string(), currency: z.string() })
    .nullable(),
  reconciliation: z.object({ ok: z.boolean().nullable(), checked_at: z.string().nullable(), checked_by: z.string().nullable() }).nullable(),
  market: z.object({ state: z.enum(['open', 'closed']), always_open: z.boolean(), halted: z.number().int() }),
  alerts: z.array(z.object({ key: z.enum([...DASHBOARD_QUEUES, 'reconciliation']), count: z.number().int(), age_minutes: z.number().int().nullable() })),
});
export type Dashboard = z.infer<typeof dashboard>;
