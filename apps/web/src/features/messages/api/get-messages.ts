import type { MessageItem } from '@meridian/contract/messages';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';

export type MessagePage = { list: MessageItem[]; total: number; page: number; size: number; unread: number };

export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
};

export const MESSAGES_PAGE_SIZE = 20;

/** `GET /api/messages?page=&size=`: newest first, translated by the server into the request's language. */
export function fetchMessages(page: number, size: number): Promise<MessagePage> {
  return get<MessagePage>('/api/messages', { page, size });
}

export const messagesInfiniteQuery = infiniteQueryOptions({
  queryKey: messageKeys.list(),
  queryFn: ({ pageParam }) => fetchMessages(pageParam, MESSAGES_PAGE_SIZE),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  staleTime: 0,
});

export function useMessages() {
  return useInfiniteQuery(messagesInfiniteQuery);
}

export type MessagesData = InfiniteData<MessagePage, number>;

/** Applies `change` to every loaded message (marking read without a refetch). */
export function mapMessages(data: MessagesData | undefined, change: (m: MessageItem) => MessageItem): MessagesData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(change) })) };
}
