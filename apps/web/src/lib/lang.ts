import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import { getLangCookie, setLangCookie } from './cookies.ts';
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
 * Loads the browser's number and date data for the language: the first Intl formatter of a
 * language costs milliseconds (about 15 on a mid-range phone), later ones with other options a
 * fraction of one. Called while the first screen waits for its data, so that cost is not added
 * to the render that shows the data; numbers and dates in two tasks, so neither holds the
 * main thread long.
 */
export function warmLocaleData(lang: Lang): void {
  const tag = localeTag(lang);
  setTimeout(() => new Intl.NumberFormat(tag).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat(tag).format(0), 0);
}
