import { ALERT_PCT_MAX, type AlertKind } from '@meridian/contract/alerts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

/** The stored level of an alert: cents for a price, hundredths of a percent for a move. */
export function levelOf(kind: AlertKind, value: string): number {
  const hundredths = Number(parseMoney(value));
  if (hundredths <= 0) throw new AppError('ALERT_VALUE_INVALID');
  if (kind === 'change_pct' && hundredths > ALERT_PCT_MAX * 100) throw new AppError('ALERT_VALUE_INVALID');
  return hundredths;
}

/** The level as the client shows it: "12.34" (a price) or "5.00" (a percentage). */
export const levelText = (level: number): string => formatMoney(BigInt(level));

/**
 * Whether the condition holds at `price` (cents) given the previous close: a price at or beyond
 * the level, or a move from the previous close of at least the level either way.
 */
export function conditionMet(kind: AlertKind, level: number, price: number, prevClose: number): boolean {
  if (kind === 'price_above') return price >= level;
  if (kind === 'price_below') return price <= level;
  if (prevClose <= 0) return false;
  return Math.abs(price - prevClose) * 10_000 >= level * prevClose;
}
