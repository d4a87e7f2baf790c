import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { isApiError } from '../lib/request';
import { getToken, subscribeSession } from '../lib/session';
import { useLang, type AdminLang } from '../i18n/i18n';

const ANTD_LOCALES = { en: enUS, zh_cn: zhCN, de: deDE } satisfies Record<AdminLang, unknown>;

/** The back office's look: antd's default algorithm with the product's blue and a compact density. */
const THEME = { token: { colorPrimary: '#1d4ed8', borderRadius: 6, fontSize: 14 } };
/** antd puts a space between two Chinese characters on a button ("取 消"); our texts are written as meant. */
const BUTTON = { autoInsertSpace: false };

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on a retry; a dropped connection or a 5xx may.
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);

  // When the session ends (logout or a 401), forget everything fetched under it, so that the
  // next operator to sign in on this tab never sees the previous one's data.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getToken() === null) queryClient.clear();
      }),
    [queryClient],
  );

  const lang = useLang();
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={THEME} button={BUTTON}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
