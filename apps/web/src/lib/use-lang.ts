import { DEFAULT_LANG, isLang, type Lang } from '@meridian/contract/languages';
import { useTranslation } from './i18n.ts';

/** The interface language as a product language code (re-renders when it changes). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}
