import { z } from 'zod';
import { moneyString } from './config.ts';
import { stockCode } from './favourites.ts';
import { ALERT_KINDS, ALERT_PCT_MAX, ALERT_STATES } from './alerts-rules.ts';

/**
 * Price alerts (`/api/alerts`, session required). A user watches a stock for a price at or
 * above a level, at or below a level, or a move of at least a percentage either way from the
 * previous close (in a day). The server checks every tick; an alert fires once — a message-centre
 * notice, a live `alert` frame on the socket and, where allowed, a push notification — and is then
 * disarmed until the user re-arms it. An alert whose condition already holds is refused, so that
 * one fires on a crossing, never at once.
 */
export * from './alerts-rules.ts';

export const ALERT_ERROR_CODES = ['ALERT_VALUE_INVALID', 'ALERT_ALREADY_MET', 'ALERT_LIMIT'] as const;
export type AlertErrorCode = (typeof ALERT_ERROR_CODES)[number];

/** `value`: a price ("12.34") for price_above/price_below, a percentage ("5" or "2.5") for change_pct. */
export const createAlertBody = z.object({
  code: stockCode,
  kind: z.enum(ALERT_KINDS),
  value: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/),
});
export type CreateAlertBody = z.infer<typeof createAlertBody>;

export const alertsQuery = z.object({ code: stockCode.optional() });
export const alertIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const priceAlert = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The level: a price, or a percentage with two decimals. */
  value: z.string(),
  state: z.enum(ALERT_STATES),
  created_at: z.string(),
  fired_at: z.string().nullable(),
  /** The traded price that fired it. */
  fired_price: moneyString.nullable(),
});
export type PriceAlert = z.infer<typeof priceAlert>;

export const alertList = z.object({ list: z.array(priceAlert) });
export type AlertList = z.infer<typeof alertList>;
