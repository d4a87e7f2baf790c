import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNewsItem } from '@meridian/contract/news';
import { request } from '../../../lib/request';
import { newsKeys } from './get-news-list';

export function getNewsArticle(id: number): Promise<AdminNewsItem> {
  return request<AdminNewsItem>(`/news/${id}`);
}

export function newsArticleQueryOptions(id: number) {
  return queryOptions({ queryKey: newsKeys.detail(id), queryFn: () => getNewsArticle(id) });
}

export function useNewsArticle(id: number) {
  return useQuery(newsArticleQueryOptions(id));
}
