import type { PublicConfig } from '@meridian/contract/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './request.ts';

/** `GET /api/stock/getconfig`: the public constants (support URL, RSA key, build id, limits). */
export function fetchConfig(options: { silent?: boolean } = {}): Promise<PublicConfig> {
  return get<PublicConfig>('/api/stock/getconfig', undefined, { withToken: false, allowRepeat: true, ...options });
}

export const configKeys = { all: ['config'] as const };

export const configQuery = queryOptions({
  queryKey: configKeys.all,
  queryFn: () => fetchConfig(),
  staleTime: 5 * 60_000,
});

export function useConfig() {
  return useQuery(configQuery);
}
