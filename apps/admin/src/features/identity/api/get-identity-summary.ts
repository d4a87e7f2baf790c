import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { identityKeys } from './get-identity-queue';

export type IdentitySummary = { pending: number };

const BADGE_POLL_MS = 30_000;

export function getIdentitySummary(): Promise<IdentitySummary> {
  return request<IdentitySummary>('/identity/summary');
}

export function identitySummaryQueryOptions() {
  return queryOptions({ queryKey: identityKeys.summary, queryFn: getIdentitySummary, refetchInterval: BADGE_POLL_MS });
}

export function useIdentitySummary() {
  return useQuery(identitySummaryQueryOptions());
}
