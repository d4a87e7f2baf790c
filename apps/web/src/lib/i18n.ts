import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeTag, storeLang } from './lang.ts';

type Bundle = { default: Record<string, unknown> };

// The shared table per language, plus one per feature that owns its texts
// (`features/<feature>/locales/<lang>.json`, one top-level namespace each). Only the language in
// use is downloaded.
const shared = import.meta.glob<Bundle>('../locales/*.json');
const featureTables = import.meta.glob<Bundle>('../features/*/locales/*.json');

function loadersFor(lang: Lang): Array<() => Promise<Bundle>> {
  const own = Object.entries(featureTables)
    .filter(([path]) => path.endsWith(`/locales/${lang}.json`))
    .map(([, load]) => load);
  const base = shared[`../locales/${lang}.json`];
  if (!base) throw new Error(`no text table for language ${lang}`);
  return [base, ...own];
}

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

/** The interface language, for code outside React (formatters' default). */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

async function loadBundle(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const bundles = await Promise.all(loadersFor(lang).map((load) => load()));
  for (const bundle of bundles) i18n.addResourceBundle(lang, 'translation', bundle.default, true, true);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang);
}

export async function initI18n(lang: Lang): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: lang,
      resources: {},
      partialBundledLanguages: true,
      // Every table has every key (locales.test.ts), so there is nothing to fall back to.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await loadBundle(lang);
  await i18n.changeLanguage(lang);
  markDocument(lang);
}

/** Switches the interface language and remembers it in the cookie and local storage. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadBundle(lang);
  storeLang(lang);
  await i18n.changeLanguage(lang);
  markDocument(lang);
}

export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}
