import type { SupportMessage } from '@meridian/contract/support';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';

export type SupportHistory = { list: SupportMessage[]; has_more: boolean };
export type SupportData = InfiniteData<SupportHistory, unknown>;

export const supportKeys = { all: ['support'] as const, history: () => ['support', 'history'] as const };

export const SUPPORT_PAGE_SIZE = 30;

/**
 * `GET /api/support/messages?before=&limit=`: oldest first within the page. Reading the newest
 * page (no `before`) marks the operators' replies read on the server.
 */
export function fetchSupportHistory(before?: number, limit = SUPPORT_PAGE_SIZE): Promise<SupportHistory> {
  return get<SupportHistory>('/api/support/messages', { before, limit });
}

/** Pages go backwards in time: page 1 is the newest, each next page older. */
export const supportHistoryQuery = infiniteQueryOptions({
  queryKey: supportKeys.history(),
  queryFn: ({ pageParam }: { pageParam: number | undefined }) => fetchSupportHistory(pageParam),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last) => (last.has_more ? last.list[0]?.id : undefined),
  staleTime: 0,
});

export function useSupportHistory() {
  return useInfiniteQuery(supportHistoryQuery);
}

/** Every loaded line, oldest first, each once (a pushed line may also come back in a refetch). */
export function linesOf(data: SupportData | undefined): SupportMessage[] {
  const seen = new Set<number>();
  const out: SupportMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const line of page.list) {
      if (seen.has(line.id)) continue;
      seen.add(line.id);
      out.push(line);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}

/** Adds a line to the newest page (from the socket or from our own send). */
export function withLine(data: SupportData | undefined, line: SupportMessage): SupportData | undefined {
  if (!data) return data;
  if (data.pages.some((p) => p.list.some((l) => l.id === line.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, list: [...first.list, line] }, ...rest] };
}
