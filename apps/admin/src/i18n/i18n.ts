import { useCallback, useSyncExternalStore } from 'react';
import { en, type MessageKey } from './en';
import { de } from './de';
import { zhCn } from './zh-cn';

/**
 * The back office's languages. Every dictionary has exactly the keys of the English one (the
 * compiler checks it, and a test compares the sets). The choice is kept in localStorage and
 * also sent to the API, so its messages come back in the same language.
 */
export const ADMIN_LANGS = ['en', 'zh_cn', 'de'] as const;
export type AdminLang = (typeof ADMIN_LANGS)[number];
export const LANG_NAMES: Record<AdminLang, string> = { en: 'English', zh_cn: '简体中文', de: 'Deutsch' };

export const DICTIONARIES: Record<AdminLang, Record<MessageKey, string>> = { en, zh_cn: zhCn, de };

const KEY = 'admin-lang';
const listeners = new Set<() => void>();

export function getLang(): AdminLang {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return (ADMIN_LANGS as readonly string[]).includes(stored ?? '') ? (stored as AdminLang) : 'en';
}

export function setLang(lang: AdminLang): void {
  localStorage.setItem(KEY, lang);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useLang(): AdminLang {
  return useSyncExternalStore(subscribe, getLang);
}

/** `{name}` placeholders filled from `params`. */
export function translate(lang: AdminLang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return DICTIONARIES[lang][key].replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}

export function useT() {
  const lang = useLang();
  return useCallback((key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params), [lang]);
}
export type { MessageKey };
