import path from 'node:path';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';
import { moneyString } from '@meridian/contract/config';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, an address range in CIDR notation, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`: `true`/`false`; a hop count (trust that many proxies in front of us,
 * the usual load-balancer setup); or the proxies' addresses and CIDR ranges, comma-separated,
 * so that an X-Forwarded-For written by anyone else is ignored.
 */
const trustProxy = z.string().transform((text, ctx): boolean | number | string[] => {
  const value = text.trim();
  if (['true', 'yes'].includes(value)) return true;
  if (['false', 'no'].includes(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({ code: 'custom', message: `true, false, a hop count or proxy addresses/CIDRs; not ${bad.join(', ')}` });
  return z.NEVER;
});

/**
 * The setting as Fastify takes it. Fastify no longer honours a bare hop count, so a count
 * becomes a trust function: the nearest `count` hops (the socket peer is hop 0) are trusted.
 * Only safe when the server cannot be reached except through those proxies.
 */
export function fastifyTrustProxy(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every setting, read once from the environment and validated. The README lists them; the
 * process refuses to start with a bad one and names it.
 */
const settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Redis for the cross-process bus and shared rate limits; unset: an in-process bus (one process). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Prefix of this cluster's Redis channel and keys; unset: derived from the database name. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/).optional(),
  /** A dead leader is replaced within this many milliseconds (cluster mode). */
  LEADER_TAKEOVER_MS: z.coerce.number().int().min(1000).max(60_000).default(5000),
  DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Take the client address from X-Forwarded-For: see `trustProxy` above. */
  TRUST_PROXY: trustProxy.default(false),
  KF_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  RSA_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/).default('CNY'),
  MIN_TRANSFER: moneyString.default('100.00'),
  MIN_WITHDRAW: moneyString.default('100.00'),
  /** Four eyes: an operator's approval of a withdrawal above this amount is only a proposal until a second operator approves it. */
  WITHDRAWAL_SECOND_APPROVAL_ABOVE: moneyString.default('50000.00'),
  DEPOSIT_SECOND_APPROVAL_ABOVE: moneyString.default('1000000.00'),
  /** Funding: largest single deposit; bank cards a user may have bound at once; days before an unpaid deposit expires. */
  MAX_DEPOSIT: moneyString.default('1000000.00'),
  MAX_BANK_CARDS: z.coerce.number().int().min(1).max(50).default(5),
  DEPOSIT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** The house account that manual bank transfers go to (demo defaults; the IBAN is checked at start-up). */
  HOUSE_BANK_NAME: z.string().min(1).max(100).default('Meridian Demo Bank'),
  HOUSE_BANK_HOLDER: z.string().min(1).max(100).default('Meridian Securities Ltd (client money)'),
  HOUSE_BANK_IBAN: z.string().min(5).max(64).default('DE63000000000020260001'),
  /** HMAC secret of the quick-pay webhook; unset: made on first start and kept in DATA_DIR/keys. */
  QUICKPAY_WEBHOOK_SECRET: z.string().min(32).max(256).optional(),
  /** AES-256 key (64 hex characters) of the identity photos at rest; made on first start when absent. */
  FILE_ENCRYPTION_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/).optional(),
  /** Contact the Web Push services may use about this server's notifications (mailto: or https:). */
  VAPID_SUBJECT: z.string().regex(/^(?:mailto:|https:\/\/)\S+$/).default('mailto:push@meridian.invalid'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  PAY_PASSWORD_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  PAY_PASSWORD_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Requests per minute per user to each route that takes the trading password. */
  PIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Longest a batch of market orders waits for the orders the last batch's answers will bring back (ms; 0: never waits). */
  ORDER_GATHER_MS: z.coerce.number().int().min(0).max(1000).default(10),
  /** Once nine tenths of those orders are back, how long the batch still waits after the latest for the rest (ms; 0: not at all). */
  ORDER_GATHER_QUIET_MS: z.coerce.number().int().min(0).max(1000).default(1),
  AVATAR_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024),
  /** Largest accepted photo of an identity document (each of front and back). */
  IDENTITY_IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(5 * 1024 * 1024),
  OPERATOR_USERNAME: z.string().regex(/^[A-Za-z0-9_]{3,32}$/).default('admin'),
  OPERATOR_PASSWORD: z.string().min(12).max(128).optional(),
  /** Market simulator: same seed → same prices. */
  MARKET_SEED: z.string().min(1).max(64).default('meridian'),
  /** Milliseconds between market ticks. */
  TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Trade around the clock instead of the A-share sessions; unset = on in demo mode, off otherwise. */
  MARKET_ALWAYS_OPEN: flag.optional(),
  /** Exchange holidays (weekdays without trading), comma-separated yyyy-mm-dd, from the exchange's published calendar. */
  MARKET_HOLIDAYS: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((d) => d.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(400)),
  /** Milliseconds between batched writes of the latest quotes and candles. */
  MARKET_PERSIST_MS: z.coerce.number().int().min(200).max(600_000).default(5000),
  /** Loans: smallest and largest amount of one loan (one open loan per user, so also the largest outstanding principal). */
  LOAN_MIN_AMOUNT: moneyString.default('1000.00'),
  LOAN_MAX_AMOUNT: moneyString.default('50000.00'),
  /** Loan terms offered, in days, comma-separated. */
  LOAN_TERMS_DAYS: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/)
    .default('30,90,180')
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0).sort((a, b) => a - b))
    .refine((terms) => terms.length > 0, 'at least one term above 0 days'),
  /** Loans' annual interest rate in basis points (800 = 8.00 %), day count actual/365. */
  LOAN_ANNUAL_RATE_BP: z.coerce.number().int().min(0).max(100_000).default(800),
  /** Days before the due date at which the borrower is reminded once. */
  LOAN_DUE_SOON_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  /** IPO quota: market value held on an exchange that earns one subscription unit, and the unit's size in shares. */
  IPO_UNIT_VALUE_SH: moneyString.default('10000.00'),
  IPO_UNIT_VALUE_SZ: moneyString.default('5000.00'),
  IPO_UNIT_SHARES_SH: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  IPO_UNIT_SHARES_SZ: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Units every user gets on each exchange on top of those from holdings; unset = 10 in demo mode, 0 otherwise. */
  IPO_BASE_UNITS: z.coerce.number().int().min(0).max(1000).optional(),
  /** Milliseconds between runs of the IPO jobs (open window, draw, forfeit, list). */
  IPO_JOB_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  /** Money market: the annual rate in basis points before any operator change (and the simulated walk's centre). */
  MONEY_MARKET_YIELD_BP: z.coerce.number().int().min(0).max(5000).default(180),
  /** Money market: "operator" (operators set the rate, audited) or "simulated" (a deterministic gentle walk). */
  MONEY_MARKET_YIELD_MODE: z.enum(['operator', 'simulated']).default('operator'),
  /** Money market: orders before this Asia/Shanghai time on a trading day trade that day, "HH:MM". */
  MONEY_MARKET_CUTOFF: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).default('15:00'),
  /** Money market: instant redemptions per user per calendar day, in total. */
  MONEY_MARKET_INSTANT_DAILY_CAP: moneyString.default('10000.00'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

export type Config = z.infer<typeof settings> & { appVersion: string; webDist: string; adminDist: string };

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(settings.shape).map((key) => [key, env[key] === '' && key !== 'KF_URL' ? undefined : env[key]]),
  );
  const parsed = settings.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  if (parsed.data.REDIS_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError('Invalid settings:\n  REDIS_URL: needs DATABASE_URL too (processes that share a bus must share one database)');
  }
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    appVersion: pkg.version,
    webDist: path.resolve(parsed.data.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(parsed.data.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
  };
}

export class ConfigError extends Error {}

/** The Redis prefix: REDIS_PREFIX, else `meridian-` and the database's name, so clusters on one Redis stay apart. */
export function redisPrefix(config: Pick<Config, 'REDIS_PREFIX' | 'DATABASE_URL'>): string {
  if (config.REDIS_PREFIX) return config.REDIS_PREFIX;
  const name = config.DATABASE_URL ? decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1)) : '';
  return `meridian-${name || 'default'}`;
}
