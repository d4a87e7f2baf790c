// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGS } from '@meridian/contract/languages';
import { describe, expect, it } from 'vitest';

type Table = { [key: string]: string | Table };

const read = (dir: URL, file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Table;
const jsonFiles = (dir: URL) => readdirSync(dir).filter((file) => file.endsWith('.json'));

const dir = new URL('.', import.meta.url);
const featuresDir = new URL('../features/', import.meta.url);
/** Features that own their texts: `features/<feature>/locales/<lang>.json`. */
const featureDirs = readdirSync(featuresDir)
  .map((name) => new URL(`${name}/locales/`, featuresDir))
  .filter((url) => existsSync(url));

/** Per language: the shared table with every feature's table merged in, as the app loads them. */
const tables = new Map<string, Table>(
  jsonFiles(dir).map((file) => {
    const merged: Table = { ...read(dir, file) };
    for (const feature of featureDirs) if (existsSync(new URL(file, feature))) Object.assign(merged, read(feature, file));
    return [file.replace(/\.json$/, ''), merged];
  }),
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
  it('give each feature its own namespaces, never one that another table has', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    const claim = (table: Table, owner: string) => {
      for (const ns of Object.keys(table)) {
        const before = owners.get(ns);
        if (before && before !== owner) clashes.push(`${ns}: ${before} and ${owner}`);
        owners.set(ns, owner);
      }
    };
    for (const file of jsonFiles(dir)) claim(read(dir, file), 'locales');
    for (const feature of featureDirs) for (const file of jsonFiles(feature)) claim(read(feature, file), feature.pathname);
    expect(clashes).toEqual([]);
  });

  it('exist in every feature for exactly the twelve languages', () => {
    for (const feature of featureDirs) expect(jsonFiles(feature).map((f) => f.replace(/\.json$/, '')).sort(), feature.pathname).toEqual([...LANGS].sort());
  });

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

  it('join a label to its value with each language\'s own colon (common.labelled)', () => {
    const labelled = (lang: string) => flat.get(lang)?.get('common.labelled');
    // French sets a no-break space before the colon; Chinese uses the full-width colon, with no space.
    expect(labelled('fr')).toBe('{{label}}\u00a0: ');
    expect(labelled('zh_cn')).toBe('{{label}}：');
    expect(labelled('zh_tw')).toBe('{{label}}：');
    for (const lang of LANGS.filter((l) => !['fr', 'zh_cn', 'zh_tw'].includes(l))) expect(labelled(lang), lang).toBe('{{label}}: ');
  });

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
