import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request.ts';
import { setUnreadMessages } from '../../../lib/unread-counts.ts';
import { mapMessages, messageKeys, type MessagesData } from './get-messages.ts';

export type ReadResult = { id: number; read_at: string; unread: number };

/** `POST /api/messages/:id/read`: answers the new unread count. */
export function readMessage(id: number): Promise<ReadResult> {
  return post<ReadResult>(`/api/messages/${id}/read`, {}, { allowRepeat: true });
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: (result) => {
      queryClient.setQueryData<MessagesData>(messageKeys.list(), (data) =>
        mapMessages(data, (m) => (m.id === result.id ? { ...m, read: true, read_at: result.read_at } : m)),
      );
      setUnreadMessages(result.unread);
    },
  });
}
