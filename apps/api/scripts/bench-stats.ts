import { readFileSync } from 'node:fs';

/** Latency histograms in whole milliseconds for the benchmark scripts; the last bucket collects everything slower. */
export const MAX_MS = 60_000;

export const newHistogram = () => new Array<number>(MAX_MS + 1).fill(0);

export function record(histogram: number[], ms: number): void {
  histogram[Math.min(MAX_MS, Math.max(0, Math.round(ms)))]! += 1;
}

export function percentile(histogram: number[], p: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms += 1) {
    seen += histogram[ms] ?? 0;
    if (seen >= total * p) return ms;
  }
  return MAX_MS;
}

/** CPU milliseconds a process has used so far (user + system), from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
