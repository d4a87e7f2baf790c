import type { Lang } from '@meridian/contract/languages';
import { i18n } from './i18n.ts';
import { isChinese } from './lang.ts';

/**
 * Stocks and indices carry a Chinese name and an English one. Chinese readers see the first;
 * everyone else sees the English name (an index's name in their own language), with the Chinese
 * name as a second line where there is room (components/stock-name.tsx).
 */
export type Named = { code?: string; name: string; name_en?: string };

// An index is a code with a translated name of its own (`indexName.<code>` in every language);
// asking the tables keeps the contract's market schemas (and zod) out of the shell.
const isIndex = (code: string | undefined): code is string => Boolean(code) && i18n.exists(`indexName.${code}`);

export function displayName(item: Named, lang: Lang): string {
  if (isChinese(lang)) return item.name;
  if (isIndex(item.code)) return i18n.t(`indexName.${item.code}`, { lng: lang });
  return item.name_en || item.name;
}

/** The Chinese name when it is not already the one shown, else undefined. */
export function secondaryName(item: Named, lang: Lang): string | undefined {
  const shown = displayName(item, lang);
  return shown === item.name ? undefined : item.name;
}
