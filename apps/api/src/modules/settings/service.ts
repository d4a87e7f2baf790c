import { eq } from 'drizzle-orm';
import { LANGS, DEFAULT_LANG } from '@meridian/contract/languages';
import { AGREEMENT_VERSION, type PublicConfig } from '@meridian/contract/config';
import type { Ctx } from '../../platform/context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DEMO_INVITE_CODE, DEMO_PAY_PASSWORD, DEMO_USER } from '../../db/seed/demo.ts';
import { readBuildId } from '../../platform/static.ts';
import { appSettings } from './tables.ts';

/** Settings operators may change at run time; the environment gives their first value. */
export function createSettingsService(ctx: Ctx) {
  const { db, config } = ctx;

  /** Inside a caller's transaction pass it as `q` (PGlite has one connection). */
  async function get<T>(key: string, fallback: T, q: Db | Tx = db): Promise<T> {
    const [row] = await q.select().from(appSettings).where(eq(appSettings.key, key));
    return row ? (row.value as T) : fallback;
  }

  async function set(key: string, value: unknown, q: Db | Tx = db): Promise<void> {
    await q
      .insert(appSettings)
      .values({ key, value, updatedAt: ctx.clock.now() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: ctx.clock.now() } });
  }

  async function publicConfig(): Promise<PublicConfig> {
    return {
      kf_url: await get('kf_url', config.KF_URL),
      public_key: ctx.rsa.publicKeyPem,
      app_version: config.appVersion,
      build_id: readBuildId(config.webDist),
      min_transfer: config.MIN_TRANSFER,
      min_withdraw: config.MIN_WITHDRAW,
      currency: config.CURRENCY,
      languages: [...LANGS],
      default_lang: DEFAULT_LANG,
      agreement_version: AGREEMENT_VERSION,
      // No live feed or licensed broker is wired in yet: everything market-related is simulated.
      simulated: true,
      demo: config.DEMO,
      demo_access: config.DEMO
        ? { username: DEMO_USER.username, password: DEMO_USER.password, pay_password: DEMO_PAY_PASSWORD, invite_code: DEMO_INVITE_CODE }
        : null,
    };
  }

  return { get, set, publicConfig };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
