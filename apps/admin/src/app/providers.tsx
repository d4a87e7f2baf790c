import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../lib/request';
import { getToken, subscribeSession } from '../lib/session';

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

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
