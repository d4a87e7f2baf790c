import type { Lang } from '@meridian/contract/languages';
import { formatMarketDay } from '../../lib/date.ts';
/** A rate in parts per million as a percent string, exactly: 250 → "0.025", 500 → "0.05", 0 → "0". */
export function ppmPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The trades list's period (exchange calendar days, as the server states them): one day, or "from – to". */
export function periodText(from: string, to: string, lang?: Lang): string {
  const day = (d: string) => formatMarketDay(d, lang);
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
