import { queryOptions, useQuery } from '@tanstack/react-query';
import type { operator } from '@meridian/contract/admin';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type Operator = Output<typeof operator>;

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export function getMe(): Promise<Operator> {
  return request<Operator>('/auth/me');
}

export function meQueryOptions() {
  return queryOptions({ queryKey: authKeys.me, queryFn: getMe, staleTime: 5 * 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
