import type { Lang } from '@meridian/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeTag, storeLang } from './lang.ts';

type Bundle = { default: Record<string, unknown> };

// One chunk per language: only the language in use is downloaded.
const bundles = import.meta.glob<Bundle>('../locales/*.json');

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

async function loadBundle(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const load = bundles[`../locales/${lang}.json`];
  if (!load) throw new Error(`no text table for language ${lang}`);
  const bundle = await load();
  i18n.addResourceBundle(lang, 'translation', bundle.default, true, true);
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
