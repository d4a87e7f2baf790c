/**
 * The journeys' own arithmetic on amounts as the screens show them, in integer cents, so that a
 * figure on a screen can be checked against a hand computation (never against the app's code).
 */

/** "+1,234.50", "-12.00", "32,000.00", "40.17" → cents as a bigint. */
export function cents(text: string): bigint {
  const match = /^([+-]?)([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: "${text}"`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const value = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction);
  return sign === '-' ? -value : value;
}

/** Cents as the screens write them: "32,000.00", "-12.00". */
export function money(value: bigint): string {
  const abs = value < 0n ? -value : value;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0n ? '-' : ''}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A profit or loss as the screens write it: "+1,234.50", "-12.00", "0.00". */
export function signedMoney(value: bigint): string {
  return value > 0n ? `+${money(value)}` : money(value);
}

/** The fee schedule as `GET /api/trading/ticket` states it. */
export type FeeSchedule = {
  commission_rate_ppm: number;
  commission_min: string;
  transfer_fee_rate_ppm: number;
  stamp_duty_rate_ppm: number;
};

export type Fees = { commission: bigint; transferFee: bigint; stampDuty: bigint; total: bigint };

/** value × rate (ppm), rounded half-up to the cent (values are never negative here). */
const byRate = (valueCents: bigint, ppm: number) => (valueCents * BigInt(ppm) + 500_000n) / 1_000_000n;

/** Commission (at least the minimum) and transfer fee on both sides, stamp duty on sells; each rounded on its own. */
export function feesOf(schedule: FeeSchedule, side: 'buy' | 'sell', valueCents: bigint): Fees {
  const rate = byRate(valueCents, schedule.commission_rate_ppm);
  const minimum = cents(schedule.commission_min);
  const commission = rate > minimum ? rate : minimum;
  const transferFee = byRate(valueCents, schedule.transfer_fee_rate_ppm);
  const stampDuty = side === 'sell' ? byRate(valueCents, schedule.stamp_duty_rate_ppm) : 0n;
  return { commission, transferFee, stampDuty, total: commission + transferFee + stampDuty };
}
