import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DECIDED_STATES, identityQueue } from '@meridian/contract/identity';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type IdentityQueuePage = Output<typeof identityQueue>;
export type ReviewState = (typeof DECIDED_STATES)[number];
export type IdentityQueueQuery = { state: ReviewState; page: number; size: number };

export const identityKeys = {
  all: ['identity'] as const,
  queue: (query: IdentityQueueQuery) => [...identityKeys.all, 'queue', query] as const,
  detail: (id: number) => [...identityKeys.all, 'detail', id] as const,
  summary: ['identity', 'summary'] as const,
  image: (url: string) => ['identity-image', url] as const,
};

/** Pending ones oldest first (first come, first served); decided ones newest decision first. */
export function getIdentityQueue(query: IdentityQueueQuery): Promise<IdentityQueuePage> {
  return request<IdentityQueuePage>('/identity/queue', { query });
}

export function identityQueueQueryOptions(query: IdentityQueueQuery) {
  return queryOptions({
    queryKey: identityKeys.queue(query),
    queryFn: () => getIdentityQueue(query),
    placeholderData: keepPreviousData,
  });
}

export function useIdentityQueue(query: IdentityQueueQuery) {
  return useQuery(identityQueueQueryOptions(query));
}
