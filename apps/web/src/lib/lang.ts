import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import { getLangCookie, setLangCookie } from './cookies.ts';
import type { IntlWarmRequest } from './intl-warm.worker.ts';
import { localCache, STORAGE_KEYS } from './storage.ts';

/**
 * The language the user chose: local storage `lang` first, then the `Local_Lang` cookie, else
 * German (spec §9), which is then saved to local storage so every later read agrees.
 */
export function getStoredLang(): Lang {
  const stored = localCache.get(STORAGE_KEYS.lang);
  if (isLang(stored)) return stored;
  const fromCookie = getLangCookie();
  const lang = isLang(fromCookie) ? fromCookie : DEFAULT_LANG;
  localCache.set(STORAGE_KEYS.lang, lang);
  return lang;
}

/** Keeps the cookie and local storage in step (spec §3: both hold the language). */
export function storeLang(lang: Lang): void {
  setLangCookie(lang);
  localCache.set(STORAGE_KEYS.lang, lang);
}

/** BCP 47 tag for `Intl` and `<html lang>`: the product's codes use an underscore and lower case. */
/** Chinese readers: Chinese names first, red for a rise (names.ts, price-colours.ts). */
export const isChinese = (lang: Lang) => lang === 'zh_cn' || lang === 'zh_tw';

export function localeTag(lang: Lang): string {
  if (lang === 'zh_cn') return 'zh-CN';
  if (lang === 'zh_tw') return 'zh-TW';
  return lang;
}

/**
 * Loads the browser's number and date data for the language before a screen formats its first
 * figure. The first Intl formatter of a page costs 20–70 ms of one task (Chromium on the
 * reference machine; a mid-range phone is slower), later ones a fraction of a millisecond. The
 * data is kept per process, so a worker (`intl-warm.worker.ts`) pays that cost on another core
 * while the screen's code and data are still on their way. Without workers, the formatters are
 * made here, numbers and dates in two tasks, so neither holds the main thread long.
 */
export function warmLocaleData(lang: Lang, timeZones: string[]): void {
  const tag = localeTag(lang);
  if (typeof Worker === 'function') {
    try {
      const worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
      worker.postMessage({ tag, timeZones } satisfies IntlWarmRequest);
      return;
    } catch {
      // A browser that refuses the worker: warm on this thread instead.
    }
  }
  setTimeout(() => new Intl.NumberFormat(tag).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat(tag).format(0), 0);
}
