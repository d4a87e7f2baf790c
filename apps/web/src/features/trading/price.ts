import { fromCents, toCents } from '../../lib/money.ts';

/** Contract `priceInput`: a decimal with at most two places. */
export const PRICE_INPUT = /^\d{1,9}(\.\d{1,2})?$/;

export type PriceRules = { tick: string; band_up: string | null; band_down: string | null };
export type PriceProblem = { key: string; values?: Record<string, string> };

/** The first rule a typed limit price breaks (format, tick, today's band), or undefined. */
export function limitPriceProblem(input: string, rules: PriceRules): PriceProblem | undefined {
  const text = input.trim();
  if (text === '') return { key: 'trading.priceRequired' };
  if (!PRICE_INPUT.test(text)) return { key: 'trading.priceFormat' };
  const cents = toCents(text) ?? 0;
  if (cents === 0) return { key: 'trading.priceRequired' };
  const tick = toCents(rules.tick) ?? 1;
  if (tick > 0 && cents % tick !== 0) return { key: 'trading.priceOffTick', values: { tick: rules.tick } };
  const up = rules.band_up === null ? null : toCents(rules.band_up);
  const down = rules.band_down === null ? null : toCents(rules.band_down);
  if ((up !== null && cents > up) || (down !== null && cents < down)) {
    return { key: 'trading.priceOutsideBand', values: { down: rules.band_down ?? '–', up: rules.band_up ?? '–' } };
  }
  return undefined;
}

/**
 * One tick up or down from the typed price (or from `fallback` when nothing readable is typed),
 * kept inside the band: the − / + buttons beside the price.
 */
export function stepPrice(input: string, direction: 1 | -1, rules: PriceRules, fallback: string): string {
  const tick = toCents(rules.tick) ?? 1;
  const current = PRICE_INPUT.test(input.trim()) ? toCents(input.trim()) : toCents(fallback);
  if (current === null) return input;
  // Off-tick input snaps to the neighbouring tick in the chosen direction.
  const snapped = direction === 1 ? Math.floor(current / tick) * tick + tick : Math.ceil(current / tick) * tick - tick;
  let next = Math.max(tick, snapped);
  const up = rules.band_up === null ? null : toCents(rules.band_up);
  const down = rules.band_down === null ? null : toCents(rules.band_down);
  if (up !== null) next = Math.min(next, up);
  if (down !== null) next = Math.max(next, down);
  return fromCents(next);
}
