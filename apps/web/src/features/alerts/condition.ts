import type { AlertKind, PriceAlert } from '@meridian/contract/alerts';

/** The i18n key and values that say what an alert waits for ("Price at or above 12.34"). */
export function conditionText(alert: Pick<PriceAlert, 'kind' | 'value'>): { key: string; values: { value: string } } {
  const key: Record<AlertKind, string> = { price_above: 'alerts.conditionAbove', price_below: 'alerts.conditionBelow', change_pct: 'alerts.conditionChange' };
  return { key: key[alert.kind], values: { value: alert.value } };
}

/** The value field's rule as the server states it: a price or a percentage with at most two decimals. */
export const ALERT_VALUE = /^\d{1,7}(\.\d{1,2})?$/;
