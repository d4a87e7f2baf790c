/** A rate in parts per million as a percent string, exactly: 250 → "0.025", 500 → "0.05", 0 → "0". */
export function ppmPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The trades list's period as the server states it: one day, or "from – to". */
export function periodText(from: string, to: string): string {
  return from === to ? from : `${from} – ${to}`;
}
