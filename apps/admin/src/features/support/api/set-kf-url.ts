import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { kfUrlBody } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { kfUrlKeys, type KfUrl } from './get-kf-url';

export type KfUrlBody = Output<typeof kfUrlBody>;

export function setKfUrl(body: KfUrlBody): Promise<KfUrl> {
  return request<KfUrl>('/settings/kf-url', { method: 'PUT', body });
}

export function useSetKfUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setKfUrl,
    onSuccess: (saved) => queryClient.setQueryData(kfUrlKeys.current, saved),
  });
}
