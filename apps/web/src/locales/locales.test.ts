// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { LANGS } from '@meridian/contract/languages';
import { describe, expect, it } from 'vitest';

type Table = { [key: string]: string | Table };

const dir = new URL('.', import.meta.url);
const tables = new Map<string, Table>(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Table]),
);

function flatten(table: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = new Map([...tables].map(([lang, table]) => [lang, flatten(table)]));
const allKeys = new Set([...flat.values()].flatMap((entries) => [...entries.keys()]));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('text tables', () => {
  it('exist for exactly the twelve product languages', () => {
    expect([...tables.keys()].sort()).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS) {
    describe(lang, () => {
      const entries = flat.get(lang) ?? new Map<string, string>();

      it('has every key that any other table has', () => {
        expect([...allKeys].filter((key) => !entries.has(key))).toEqual([]);
      });

      it('has no empty value', () => {
        expect([...entries].filter(([, value]) => !value.trim()).map(([key]) => key)).toEqual([]);
      });

      it('keeps the interpolation placeholders of the English table', () => {
        const english = flat.get('en') ?? new Map<string, string>();
        const wrong = [...english].filter(([key, text]) => placeholders(entries.get(key) ?? '').join() !== placeholders(text).join());
        expect(wrong.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it('are translated, not copies of the English table', () => {
    const english = flat.get('en') ?? new Map<string, string>();
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const entries = flat.get(lang) ?? new Map<string, string>();
      const same = [...english].filter(([key, text]) => entries.get(key) === text).length;
      // Short words such as "Status" or "IBAN" may legitimately coincide; whole tables may not.
      expect(same / english.size, lang).toBeLessThan(0.1);
    }
  });
});
