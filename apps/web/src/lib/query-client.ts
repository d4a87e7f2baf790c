import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the request client already toasts every failure, and a retry would toast
 * it again. No refetch on focus: phone browsers focus and blur all the time.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
