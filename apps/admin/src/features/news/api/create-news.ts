import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem, createNewsBody } from '@meridian/contract/news';
import type { Input } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { newsKeys } from './get-news-list';

export type CreateNewsBody = Input<typeof createNewsBody>;

export function createNews(body: CreateNewsBody): Promise<AdminNewsItem> {
  return request<AdminNewsItem>('/news', { method: 'POST', body });
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: (article) => {
      queryClient.setQueryData(newsKeys.detail(article.id), article);
      return queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
    },
  });
}
