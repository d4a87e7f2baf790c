import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pinyin } from 'pinyin-pro';
import { EXCHANGES, type Board } from '@meridian/contract/market';
import { bandPctFor, MARKET } from './rules.ts';
import type { InstrumentRow } from './tables.ts';

/** What the seed file holds (see data/README.md): facts about real listings plus reference levels. */
const decimal2 = z.string().regex(/^-?\d+\.\d{2}$/);
const seedFile = z.object({
  as_of: z.string(),
  indices: z.array(
    z.object({
      code: z.string().regex(/^(sh|sz)\d{6}$/),
      exchange: z.enum(EXCHANGES),
      name_zh: z.string().min(1),
      name_en: z.string().min(1),
      ref_price: decimal2,
    }),
  ),
  stocks: z.array(
    z.object({
      code: z.string().regex(/^\d{6}$/),
      exchange: z.enum(EXCHANGES),
      name_zh: z.string().min(1),
      name_en: z.string().min(1),
      industry: z.string(),
      sector: z.string(),
      shares_outstanding: z.number().int().nonnegative(),
      ref_price: decimal2,
      /** "-1.00" marks a loss-making company. */
      pe: decimal2,
    }),
  ),
});

export type SeedInstrument = Omit<InstrumentRow, 'halted' | 'haltedAt' | 'haltReason' | 'historyFilledAt' | 'updatedAt'>;

export const SEED_FILE = path.join(import.meta.dirname, 'data', 'instruments.json');

/** "11.60" → 1160, by string arithmetic so no float ever holds the amount. */
export function toCents(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a two-decimal amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

export function boardOf(code: string): Exclude<Board, 'index'> {
  if (/^(300|301)/.test(code)) return 'chinext';
  if (/^(688|689)/.test(code)) return 'star';
  return 'main';
}

/**
 * Full pinyin and initials for search: 贵州茅台 → "guizhoumaotai", "gzmt". No tones, lower case,
 * no spaces; ü is written v (as pinyin keyboards do); Latin letters and digits in a name are
 * kept whole in both (TCL科技 → "tclkeji", "tclkj").
 */
export function pinyinOf(name: string): { full: string; initials: string } {
  const parts = pinyin(name.normalize('NFKC'), { type: 'all', toneType: 'none', nonZh: 'consecutive', v: true });
  let full = '';
  let initials = '';
  for (const p of parts) {
    if (p.isZh) {
      full += p.pinyin.toLowerCase();
      initials += p.first.toLowerCase();
    } else {
      const latin = p.origin.toLowerCase().replace(/[^a-z0-9]/g, '');
      full += latin;
      initials += latin;
    }
  }
  return { full, initials };
}

/** Reads and checks the seed file; a broken file stops the start-up with the reason. */
export function readSeedFile(file = SEED_FILE): SeedInstrument[] {
  const data = seedFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const indices = data.indices.map((i): SeedInstrument => {
    const py = pinyinOf(i.name_zh);
    return {
      code: i.code,
      exchange: i.exchange,
      board: 'index',
      kind: 'index',
      nameZh: i.name_zh,
      nameEn: i.name_en,
      pinyinFull: py.full,
      pinyinInitials: py.initials,
      industry: '',
      sector: '',
      sharesOutstanding: 0,
      refPrice: toCents(i.ref_price),
      refPe: null,
      tickCents: MARKET.tickCents,
      bandPct: null,
    };
  });
  const stocks = data.stocks.map((s): SeedInstrument => {
    const py = pinyinOf(s.name_zh);
    const board = boardOf(s.code);
    return {
      code: s.code,
      exchange: s.exchange,
      board,
      kind: 'stock',
      nameZh: s.name_zh,
      nameEn: s.name_en,
      pinyinFull: py.full,
      pinyinInitials: py.initials,
      industry: s.industry,
      sector: s.sector,
      sharesOutstanding: s.shares_outstanding,
      refPrice: toCents(s.ref_price),
      refPe: toCents(s.pe),
      tickCents: MARKET.tickCents,
      bandPct: bandPctFor(s.code, board),
    };
  });
  const all = [...indices, ...stocks];
  const dup = all.find((x, i) => all.findIndex((y) => y.code === x.code) !== i);
  if (dup) throw new Error(`instrument ${dup.code} is listed twice in ${path.basename(SEED_FILE)}`);
  return all;
}
