import type { SupportMessage } from '@meridian/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { supportKeys, withLine, type SupportData } from './get-support-messages.ts';

/** `POST /api/support/messages`: plain text, 1–2000 characters, at most 10 a minute. */
export function sendSupportMessage(body: string): Promise<SupportMessage> {
  return post<SupportMessage>('/api/support/messages', { body });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: (line) => queryClient.setQueryData<SupportData>(supportKeys.history(), (data) => withLine(data, line)),
  });
}
