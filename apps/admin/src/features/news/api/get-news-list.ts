import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory, adminNewsPage } from '@meridian/contract/news';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';

export type NewsPage = Output<typeof adminNewsPage>;
export type NewsStatus = 'draft' | 'published';

export type NewsListQuery = { page: number; size: number; category: NewsCategory | ''; status: NewsStatus | '' };

export const newsKeys = {
  all: ['news'] as const,
  list: (query: NewsListQuery) => [...newsKeys.all, 'list', query] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

export function getNewsList({ page, size, category, status }: NewsListQuery): Promise<NewsPage> {
  return request<NewsPage>('/news', { query: { page, size, category, status } });
}

export function newsListQueryOptions(query: NewsListQuery) {
  return queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: () => getNewsList(query),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(query: NewsListQuery) {
  return useQuery(newsListQueryOptions(query));
}
