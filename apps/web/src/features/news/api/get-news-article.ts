import type { NewsDetail } from '@meridian/contract/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request.ts';
import { newsKeys } from './get-news.ts';

/** `GET /api/news/:id`: one article with its HTML body (sanitised by the server) and the disclaimer in the request's language. */
export function fetchNewsArticle(id: number): Promise<NewsDetail> {
  return get<NewsDetail>(`/api/news/${id}`);
}

export function useNewsArticle(id: number) {
  return useQuery(queryOptions({ queryKey: newsKeys.article(id), queryFn: () => fetchNewsArticle(id), staleTime: 5 * 60_000 }));
}
