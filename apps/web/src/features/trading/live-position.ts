import type { Position } from '@meridian/contract/trading';

/**
 * A position re-valued at a newer price between two server answers, so holdings move with the
 * ticks. The formulas are the contract's: market value = price × quantity; floating P&L =
 * market value − buy value − buy fee − interest; ratio = floating P&L / capital, in percent with
 * two places. Exact integer cents (BigInt); the next server answer replaces these figures.
 */
const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function cents(value: string): bigint | null {
  const match = MONEY.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const abs = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -abs : abs;
}

function money(value: bigint): string {
  const abs = value < 0n ? -value : value;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return value < 0n ? `-${text}` : text;
}

/** numerator / denominator × 100 with two places, half away from zero; "0.00" when nothing is at stake. */
export function percentOf(numerator: bigint, denominator: bigint): string {
  if (denominator === 0n) return '0.00';
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const scaled = (n * 10_000n * 2n + d) / (2n * d);
  return money(negative && scaled !== 0n ? -scaled : scaled);
}

type Valued = Pick<Position, 'price' | 'market_value' | 'floating_pl' | 'floating_pl_pct'>;

/** The position at `price`; unchanged when the price or a figure cannot be read. */
export function revalue<T extends Position>(position: T, price: string | undefined): T {
  if (price === undefined || price === position.price) return position;
  const p = cents(price);
  const buyValue = cents(position.buy_value);
  const buyFee = cents(position.buy_fee);
  const interest = cents(position.interest);
  const capital = cents(position.capital);
  if (p === null || buyValue === null || buyFee === null || interest === null || capital === null) return position;
  const marketValue = p * BigInt(position.quantity);
  const pl = marketValue - buyValue - buyFee - interest;
  const valued: Valued = { price: money(p), market_value: money(marketValue), floating_pl: money(pl), floating_pl_pct: percentOf(pl, capital) };
  return { ...position, ...valued };
}

/** Sum of market value and floating P&L over positions (the holdings' totals). */
export function totalsOf(positions: readonly Pick<Position, 'market_value' | 'floating_pl'>[]): { market_value: string; floating_pl: string } {
  let value = 0n;
  let pl = 0n;
  for (const position of positions) {
    value += cents(position.market_value) ?? 0n;
    pl += cents(position.floating_pl) ?? 0n;
  }
  return { market_value: money(value), floating_pl: money(pl) };
}
