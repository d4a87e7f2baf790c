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
