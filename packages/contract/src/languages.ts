/** The twelve languages of the product (spec §9), in the order the language screen lists them. */
export const LANGS = ['zh_cn', 'de', 'en', 'fr', 'it', 'pt', 'nl', 'el', 'es', 'zh_tw', 'ru', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** Spec §9: the default language is German. */
export const DEFAULT_LANG: Lang = 'de';

/** Each language's name written in that language (the spec's `language_name`). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  zh_cn: '简体中文',
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  el: 'Ελληνικά',
  es: 'Español',
  zh_tw: '繁體中文',
  ru: 'Русский',
  sv: 'Svenska',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Picks a product language from a `lang` header or an `accept-language` list such as
 * "zh-TW,zh;q=0.9,en;q=0.8". Returns undefined when nothing matches.
 */
export function matchLang(header: string | undefined | null): Lang | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase().replace('-', '_'), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    if (isLang(tag)) return tag;
    if (tag === 'zh_hk' || tag === 'zh_hant' || tag === 'zh_mo') return 'zh_tw';
    if (tag === 'zh' || tag.startsWith('zh_')) return 'zh_cn';
    const base = tag.split('_')[0];
    if (isLang(base)) return base;
  }
  return undefined;
}
