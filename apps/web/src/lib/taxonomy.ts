import type { TFunction } from './i18n.ts';

/**
 * Sectors and industries arrive as English names from the instrument file (e.g. "Consumer
 * Staples", "Hotels & Leisure"); the text tables translate them under `sector.*` / `industry.*`.
 * A name the tables do not know yet is shown as it came.
 */
export function taxonomyKey(kind: 'sector' | 'industry', name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `${kind}.${slug}`;
}

/** A sector's or industry's name in the reader's language; the name as it came when the tables do not know it. */
export function taxonomyName(t: TFunction, kind: 'sector' | 'industry', name: string): string {
  return t(taxonomyKey(kind, name), { defaultValue: name });
}
