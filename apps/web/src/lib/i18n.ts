import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import { useMemo, useSyncExternalStore } from 'react';
import { localeTag, storeLang } from './lang.ts';

/**
 * The interface's texts: one table per language, looked up by dotted key ("market.latestPrice"),
 * with `{{name}}` replaced from the options. This is all the app asks of a translation library,
 * so it has its own (under 1 KB) instead of i18next and react-i18next (about 15 KB gzip in every
 * first load, and a slower lookup on every text of every render). The rules it keeps:
 * - a key that no table has reads as the key itself, or as `defaultValue` when one is given;
 * - `{{name}}` takes `options.name` (a value given as undefined or null gives ""); a name that is
 *   not among the options stays as it is written;
 * - `lng` reads another loaded language's table (an unloaded one reads as missing);
 * - the text is not escaped: React escapes what it renders.
 * Every table has every key (locales.test.ts), so no language falls back to another.
 */

type Bundle = { default: Record<string, unknown> };

/** What `t` accepts beside the key: the values of the text's `{{name}}`s, and these two. */
export type TOptions = { lng?: string; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

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

/** Each loaded language's texts by their full dotted key. */
const tables = new Map<string, Map<string, string>>();
const listeners = new Set<() => void>();
let language: string = DEFAULT_LANG;
let initialized = false;

function addTexts(into: Map<string, string>, tree: Record<string, unknown>, prefix: string): void {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(key, value);
    else if (value && typeof value === 'object') addTexts(into, value as Record<string, unknown>, key);
  }
}

const PLACEHOLDER = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return whole;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(key: string, options?: TOptions): string {
  const text = tables.get(options?.lng ?? language)?.get(key) ?? options?.defaultValue ?? key;
  return interpolate(text, options);
}

/** The app's one translator; `language` is the interface language once `initI18n` has run. */
export const i18n = {
  get language(): string {
    return language;
  },
  t: translate,
  exists(key: string, options?: { lng?: string }): boolean {
    return tables.get(options?.lng ?? language)?.has(key) ?? false;
  },
  async changeLanguage(lang: Lang): Promise<void> {
    await loadTables(lang);
    if (lang === language && initialized) return;
    language = lang;
    initialized = true;
    markDocument(lang);
    for (const listener of listeners) listener();
  },
};

/** The interface language, for code outside React (formatters' default). */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

async function loadTables(lang: Lang): Promise<void> {
  if (tables.has(lang)) return;
  const bundles = await Promise.all(loadersFor(lang).map((load) => load()));
  const texts = new Map<string, string>();
  for (const bundle of bundles) addTexts(texts, bundle.default, '');
  tables.set(lang, texts);
}

function markDocument(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(lang);
}

export async function initI18n(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
}

/** Switches the interface language and remembers it in the cookie and local storage. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadTables(lang);
  storeLang(lang);
  await i18n.changeLanguage(lang);
}

/** The text of `key` in the interface language, for code outside React. */
export const t: TFunction = translate;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `t` and `i18n` for a component, which renders again when the language changes (`t` is then a new
 * function, so effects that depend on it run again).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(subscribe, () => language);
  // A new function per language: `translate` itself reads the language in force.
  return useMemo(() => ({ t: (key: string, options?: TOptions) => translate(key, options), i18n }), [lang]);
}
