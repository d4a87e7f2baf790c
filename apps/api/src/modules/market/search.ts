import type { Instrument } from './quote-source.ts';

/**
 * Instrument search, done in memory over the instrument list (a few hundred rows, well under a
 * millisecond), so there is no SQL and no LIKE pattern to escape: `%`, `_` or SQL text in the
 * query are plain characters. Ranking, best first:
 *   0 exact code · 1 code prefix (an index also by its bare digits) · 2 pinyin initials prefix ·
 *   3 full pinyin prefix · 4 full pinyin substring · 5 Chinese or English name substring.
 * Ties: stocks before indices, then by code.
 */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').trim().toLowerCase();
}

export function matchTier(inst: Instrument, query: string): number | undefined {
  if (!query) return undefined;
  const code = inst.code.toLowerCase();
  const bare = code.replace(/^(sh|sz)/, '');
  if (code === query) return 0;
  if (code.startsWith(query) || bare.startsWith(query)) return 1;
  const compact = query.replace(/\s+/g, '');
  if (compact && /^[a-z0-9]+$/.test(compact)) {
    if (inst.pinyinInitials.startsWith(compact)) return 2;
    if (inst.pinyinFull.startsWith(compact)) return 3;
    if (inst.pinyinFull.includes(compact)) return 4;
  }
  if (inst.nameZh.normalize('NFKC').toLowerCase().includes(query) || inst.nameEn.toLowerCase().includes(query)) return 5;
  return undefined;
}

/** Every match of `rawQuery`, best first. An empty query matches nothing. */
export function rankInstruments(list: readonly Instrument[], rawQuery: string): Instrument[] {
  const query = normaliseQuery(rawQuery);
  if (!query) return [];
  const hits: { inst: Instrument; tier: number }[] = [];
  for (const inst of list) {
    const tier = matchTier(inst, query);
    if (tier !== undefined) hits.push({ inst, tier });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(a.inst.kind === 'index') - Number(b.inst.kind === 'index') ||
      a.inst.code.localeCompare(b.inst.code),
  );
  return hits.map((h) => h.inst);
}
