import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem } from '@meridian/contract/news';
import { request } from '../../../lib/request';
import { newsKeys } from './get-news-list';

export function unpublishNews(id: number): Promise<AdminNewsItem> {
  return request<AdminNewsItem>(`/news/${id}/unpublish`, { method: 'POST' });
}

export function useUnpublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishNews,
    onSuccess: (article) => {
      queryClient.setQueryData(newsKeys.detail(article.id), article);
      return queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
    },
  });
}
