import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNewsItem, editNewsBody } from '@meridian/contract/news';
import type { Input } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { newsKeys } from './get-news-list';

export type EditNewsBody = Input<typeof editNewsBody>;

export function editNews({ id, body }: { id: number; body: EditNewsBody }): Promise<AdminNewsItem> {
  return request<AdminNewsItem>(`/news/${id}`, { method: 'PUT', body });
}

export function useEditNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editNews,
    onSuccess: (article) => {
      queryClient.setQueryData(newsKeys.detail(article.id), article);
      return queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
    },
  });
}
