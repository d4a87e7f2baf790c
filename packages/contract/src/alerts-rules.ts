/** Alert rules without zod, for screens that need only these (the schemas are in alerts.ts). */
export const ALERT_KINDS = ['price_above', 'price_below', 'change_pct'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_STATES = ['armed', 'fired'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** Alerts per user, all stocks together. */
export const ALERTS_MAX = 50;
/** The largest daily move an alert can ask for, in percent (the widest price band is ±20%). */
export const ALERT_PCT_MAX = 20;
