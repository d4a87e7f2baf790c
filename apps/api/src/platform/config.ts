import path from 'node:path';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { moneyString } from '@meridian/contract/config';

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
  DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  KF_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  RSA_PRIVATE_KEY: z.string().includes('PRIVATE KEY').optional(),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/).default('CNY'),
  MIN_TRANSFER: moneyString.default('100.00'),
  MIN_WITHDRAW: moneyString.default('100.00'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  PAY_PASSWORD_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  PAY_PASSWORD_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  AVATAR_MAX_BYTES: z.coerce.number().int().min(1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024),
  OPERATOR_USERNAME: z.string().regex(/^[A-Za-z0-9_]{3,32}$/).default('admin'),
  OPERATOR_PASSWORD: z.string().min(12).max(128).optional(),
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
