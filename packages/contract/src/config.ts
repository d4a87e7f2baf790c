import { z } from 'zod';
import { LANGS } from './languages.ts';

/** Decimal string of a money amount in major units, e.g. "100.00". Money never travels as a float. */
export const moneyString = z.string().regex(/^-?\d+(\.\d{1,2})?$/);

/** `GET /api/stock/getconfig` — public constants the client needs before anything else. */
export const publicConfig = z.object({
  /** Support URL. Empty string: the built-in support chat. */
  kf_url: z.string(),
  /** RSA public key (PEM, 1024-bit, e=65537) for the login and register `query`. */
  public_key: z.string(),
  app_version: z.string(),
  /** Id of the web build the server is serving; "check for updates" compares it with the running one. */
  build_id: z.string(),
  min_transfer: moneyString,
  min_withdraw: moneyString,
  currency: z.string(),
  languages: z.array(z.enum(LANGS)),
  default_lang: z.enum(LANGS),
  agreement_version: z.string(),
  /** True while prices come from the simulator and orders from the paper-trading broker (docs/integrity.md). */
  simulated: z.boolean(),
  demo: z.boolean(),
  /**
   * Demo mode only (null otherwise): the demo user's sign-in, trading password and the open
   * invitation code, so that a person trying the app finds them on the login and register screens.
   * The money behind them is simulated.
   */
  demo_access: z
    .object({ username: z.string(), password: z.string(), pay_password: z.string(), invite_code: z.string() })
    .nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** Version of the user agreement shown at /agreement; registration records which one was accepted. */
export const AGREEMENT_VERSION = '2026-11';
