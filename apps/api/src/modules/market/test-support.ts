import { readSeedFile } from './instruments.ts';
import type { Instrument } from './quote-source.ts';

/** The seeded instruments as the database would hand them back, for tests of pure parts. */
export function seedInstruments(): Instrument[] {
  return readSeedFile().map((s) => ({ ...s, halted: false, haltedAt: null, haltReason: null, historyFilledAt: null, updatedAt: new Date(0) }));
}

/** Epoch ms of a local (Asia/Shanghai) wall-clock time, e.g. at('2026-03-02', '09:30'). */
export function shanghai(day: string, time = '00:00:00'): number {
  return Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}
