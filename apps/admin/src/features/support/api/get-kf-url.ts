import { queryOptions, useQuery } from '@tanstack/react-query';
import type { kfUrlResult } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type KfUrl = Output<typeof kfUrlResult>;

export const kfUrlKeys = { current: ['settings', 'kf-url'] as const };

export function getKfUrl(): Promise<KfUrl> {
  return request<KfUrl>('/settings/kf-url');
}

export function kfUrlQueryOptions() {
  return queryOptions({ queryKey: kfUrlKeys.current, queryFn: getKfUrl });
}

export function useKfUrl() {
  return useQuery(kfUrlQueryOptions());
}
