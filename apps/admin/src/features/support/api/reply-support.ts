import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminSupportMessage } from '@meridian/contract/support';
import type { Output } from '../../../lib/contract-types';
import { request } from '../../../lib/request';
import { supportKeys } from './get-support-threads';

export type AdminSupportMessage = Output<typeof adminSupportMessage>;

export function replySupport({ threadId, body }: { threadId: number; body: string }): Promise<AdminSupportMessage> {
  return request<AdminSupportMessage>(`/support/threads/${threadId}/messages`, { method: 'POST', body: { body } });
}

export function useReplySupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replySupport,
    onSuccess: (_line, { threadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.thread(threadId) }),
        queryClient.invalidateQueries({ queryKey: supportKeys.inboxes }),
      ]),
  });
}
