import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupportThread, adminSupportHistory } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { SUPPORT_POLL_MS, supportKeys, type SupportInbox } from './get-support-threads';

export type SupportHistoryPage = Output<typeof adminSupportHistory>;

const LINES_PER_PAGE = 50;

/** Without `before`: the newest lines, which the server also marks read for all operators. */
export function getSupportThread(id: number, before: number | undefined): Promise<SupportHistoryPage> {
  return request<SupportHistoryPage>(`/support/threads/${id}/messages`, { query: { before, limit: LINES_PER_PAGE } });
}

/**
 * Reading the newest page marked the thread read on the server; the inbox already on screen is
 * brought in line at once rather than at its next poll, and the unread badge asked again.
 */
function syncInbox(queryClient: QueryClient, thread: SupportThread): void {
  let hadUnread = false;
  queryClient.setQueriesData<SupportInbox>({ queryKey: supportKeys.inboxes }, (inbox) => {
    if (!inbox) return inbox;
    const row = inbox.list.find((item) => item.id === thread.id);
    if (!row || row.unread === thread.unread) return inbox;
    hadUnread = true;
    return { ...inbox, list: inbox.list.map((item) => (item.id === thread.id ? thread : item)) };
  });
  if (hadUnread) void queryClient.invalidateQueries({ queryKey: supportKeys.unread });
}

export function supportThreadQueryOptions(id: number, queryClient: QueryClient) {
  return infiniteQueryOptions({
    queryKey: supportKeys.thread(id),
    queryFn: async ({ pageParam }) => {
      const page = await getSupportThread(id, pageParam);
      if (pageParam === undefined) syncInbox(queryClient, page.thread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    // Older lines go after: pages run newest first, each page oldest first within itself.
    getNextPageParam: (last) => (last.has_more ? last.list[0]?.id : undefined),
    refetchInterval: SUPPORT_POLL_MS,
  });
}

export function useSupportThread(id: number) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(supportThreadQueryOptions(id, queryClient));
}
