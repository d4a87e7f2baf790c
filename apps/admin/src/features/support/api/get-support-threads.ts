import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { supportInbox } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type SupportInbox = Output<typeof supportInbox>;
export type InboxQuery = { page: number; size: number };

/**
 * The server offers operators no push channel (its WebSocket is for signed-in users), so the
 * inbox and the open conversation are polled at this pace while the tab is visible.
 */
export const SUPPORT_POLL_MS = 3000;

export const supportKeys = {
  all: ['support'] as const,
  inboxes: ['support', 'inbox'] as const,
  inbox: (query: InboxQuery) => [...supportKeys.inboxes, query] as const,
  thread: (id: number) => [...supportKeys.all, 'thread', id] as const,
  unread: ['support', 'unread'] as const,
};

export function getSupportThreads({ page, size }: InboxQuery): Promise<SupportInbox> {
  return request<SupportInbox>('/support/threads', { query: { page, size } });
}

export function supportThreadsQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: supportKeys.inbox(query),
    queryFn: () => getSupportThreads(query),
    placeholderData: keepPreviousData,
    refetchInterval: SUPPORT_POLL_MS,
  });
}

export function useSupportThreads(query: InboxQuery) {
  return useQuery(supportThreadsQueryOptions(query));
}
