import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem } from '@meridian/contract/news';
import { request } from '../../../lib/request';
import { newsKeys } from './get-news-list';

export function publishNews(id: number): Promise<AdminNewsItem> {
  return request<AdminNewsItem>(`/news/${id}/publish`, { method: 'POST' });
}

export function usePublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishNews,
    onSuccess: (article) => {
      queryClient.setQueryData(newsKeys.detail(article.id), article);
      return queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
    },
  });
}
