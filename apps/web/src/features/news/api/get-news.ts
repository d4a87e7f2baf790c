import type { NewsCategory, NewsItem } from '@meridian/contract/news';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';

export type NewsPage = { list: NewsItem[]; total: number; page: number; size: number };

export const newsKeys = {
  all: ['news'] as const,
  list: (category: NewsCategory | 'all', size: number) => [...newsKeys.all, 'list', category, size] as const,
  article: (id: number) => [...newsKeys.all, 'article', id] as const,
};

export const NEWS_PAGE_SIZE = 20;

/** `GET /api/news?category=&page=&size=`: published articles, newest first; no category means all. */
export function fetchNews(category: NewsCategory | undefined, page: number, size: number): Promise<NewsPage> {
  return get<NewsPage>('/api/news', { category, page, size });
}

export function newsInfiniteQuery(category: NewsCategory) {
  return infiniteQueryOptions({
    queryKey: [...newsKeys.list(category, NEWS_PAGE_SIZE), 'pages'],
    queryFn: ({ pageParam }) => fetchNews(category, pageParam, NEWS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useNewsInfinite(category: NewsCategory) {
  return useInfiniteQuery(newsInfiniteQuery(category));
}

/** The newest few of every category (home). */
export function latestNewsQuery(size: number) {
  return queryOptions({ queryKey: newsKeys.list('all', size), queryFn: () => fetchNews(undefined, 1, size), staleTime: 5 * 60_000 });
}

/** The newest few of every category, for a screen (home's news card). */
export function useLatestNews(size: number) {
  return useQuery(latestNewsQuery(size));
}
