import { Decimal } from 'decimal.js';

export type Valuation = { value: bigint; flow: bigint };

/**
 * Time-weighted return over consecutive daily valuations: each day's growth is
 * (value − that day's external flow) / previous value, and the days are chained, so a deposit or a
 * withdrawal changes the value but not the return. `base` is the valuation before the first day
 * (null or 0 when the account was empty: the first day then only sets the base). Answers the
 * return as a fraction (0.05 = 5%).
 */
export function timeWeightedReturn(base: bigint | null, days: readonly Valuation[]): Decimal {
  let factor = new Decimal(1);
  let prev = base;
  for (const d of days) {
    if (prev !== null && prev > 0n) factor = factor.times(new Decimal((d.value - d.flow).toString()).dividedBy(prev.toString()));
    prev = d.value;
  }
  return factor.minus(1);
}

/**
 * Gives each valued day the external flows since the valuation before it: valuations can be days
 * apart (the job did not run, the account was new), and a flow on a day without a valuation
 * belongs to the next one. With no earlier valuation (`baseDay` undefined) every flow up to the
 * first day belongs to it.
 */
export function withFlows(valued: readonly { day: string; value: bigint }[], baseDay: string | undefined, flowsByDay: ReadonlyMap<string, bigint>): (Valuation & { day: string })[] {
  let after = baseDay ?? '';
  return valued.map((v) => {
    let flow = 0n;
    for (const [day, amount] of flowsByDay) if (day > after && day <= v.day) flow += amount;
    after = v.day;
    return { ...v, flow };
  });
}

/** A fraction as a percent string with two decimals ("5.00", "-1.25"). */
export const percentText = (fraction: Decimal): string => fraction.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** Shares of a whole, as percent strings; slices of nothing are left out, the biggest first. */
export function slices(parts: readonly { key: string; value: bigint }[]): { key: string; value: bigint; pct: string }[] {
  const total = parts.reduce((s, p) => s + (p.value > 0n ? p.value : 0n), 0n);
  return parts
    .filter((p) => p.value > 0n)
    .sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : a.key.localeCompare(b.key)))
    .map((p) => ({ ...p, pct: total > 0n ? percentText(new Decimal(p.value.toString()).dividedBy(total.toString())) : '0.00' }));
}
