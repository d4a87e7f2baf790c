import { isLang, type Lang } from '@meridian/contract/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { markPriceColours, usePriceColours } from '../lib/price-colours.ts';
import { queryClient } from '../lib/query-client.ts';

type LocaleModule = { default: Locale };

// English is in the shell already (antd-mobile's ConfigProvider imports it as its default), so it
// needs no request of its own.
const english = () => Promise.resolve<LocaleModule>({ default: enUS });

// antd-mobile ships no Greek or Swedish table; its few built-in texts fall back to English there.
const ANTD_LOCALES: Record<Lang, () => Promise<LocaleModule>> = {
  zh_cn: () => import('antd-mobile/es/locales/zh-CN'),
  zh_tw: () => import('antd-mobile/es/locales/zh-TW'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  en: english,
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  it: () => import('antd-mobile/es/locales/it-IT'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  nl: () => import('antd-mobile/es/locales/nl-NL'),
  el: english,
  es: () => import('antd-mobile/es/locales/es-ES'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  sv: english,
};

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    const lang = i18n.language;
    if (!isLang(lang)) return;
    let live = true;
    void ANTD_LOCALES[lang]().then((mod) => {
      if (!live) return;
      // Imperative Dialog and Toast render outside the tree and read the default config.
      setDefaultConfig({ locale: mod.default });
      setLocale(mod.default);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  // Always the same element, so switching the locale never remounts the router below it.
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}

/** Keeps the document's up/down colours in step with the language and the user's choice. */
function PriceColoursMark() {
  const colours = usePriceColours();
  useEffect(() => markPriceColours(colours), [colours]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PriceColoursMark />
      <AntdLocale>{children}</AntdLocale>
    </QueryClientProvider>
  );
}
