import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { setUnreadMessages } from '../../../lib/unread-counts.ts';
import { mapMessages, messageKeys, type MessagesData } from './get-messages.ts';

/** `POST /api/messages/read-all`. */
export function readAllMessages(): Promise<{ updated: number; unread: number }> {
  return post<{ updated: number; unread: number }>('/api/messages/read-all', {});
}

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: (result) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<MessagesData>(messageKeys.list(), (data) =>
        mapMessages(data, (m) => (m.read ? m : { ...m, read: true, read_at: now })),
      );
      setUnreadMessages(result.unread);
    },
  });
}
