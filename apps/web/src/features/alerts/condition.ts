import type { AlertKind, PriceAlert } from '@meridian/contract/alerts';
import { formatDecimal } from '../../lib/money.ts';

/** The i18n key and values that say what an alert waits for ("Price at or above 1,234.50"; "1.234,50" in German). */
export function conditionText(alert: Pick<PriceAlert, 'kind' | 'value'>): { key: string; values: { value: string } } {
  const key: Record<AlertKind, string> = { price_above: 'alerts.conditionAbove', price_below: 'alerts.conditionBelow', change_pct: 'alerts.conditionChange' };
  return { key: key[alert.kind], values: { value: formatDecimal(alert.value) } };
}

/** The value field's rule as the server states it: a price or a percentage with at most two decimals. */
export const ALERT_VALUE = /^\d{1,7}(\.\d{1,2})?$/;
