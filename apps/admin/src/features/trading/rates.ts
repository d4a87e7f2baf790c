/**
 * Operators type rates in percent; the contract stores parts per million (fees) and basis points
 * (interest). The conversions are exact string arithmetic: no float ever decides a rate.
 */
const PERCENT = /^(\d{1,3})(?:\.(\d+))?$/;

/** "0.025" % → 250 ppm (at most 4 decimals); null when not a percent with that precision. */
export function percentToPpm(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 4) return null;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** 250 ppm → "0.025". */
export function ppmToPercent(ppm: number): string {
  const fraction = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '');
  const whole = String(Math.floor(ppm / 10_000));
  return fraction ? `${whole}.${fraction}` : whole;
}

/** "8.5" % → 850 bp (at most 2 decimals). */
export function percentToBp(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 850 bp → "8.5". */
export function bpToPercent(bp: number): string {
  const fraction = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  const whole = String(Math.floor(bp / 100));
  return fraction ? `${whole}.${fraction}` : whole;
}
