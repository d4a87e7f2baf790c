import type { MessageItem } from '@meridian/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useRealtimeEvent } from '../../../lib/live.ts';
import { useUnreadMessages } from '../../../lib/unread-counts.ts';
import { messageKeys, useMessages } from '../api/get-messages.ts';
import { useReadAllMessages } from '../api/read-all-messages.ts';
import { useReadMessage } from '../api/read-message.ts';
import '../messages.css';

function MessageRow({ message, expanded, onTap }: { message: MessageItem; expanded: boolean; onTap: () => void }) {
  return (
    <button
      type="button"
      className={message.read ? 'message-row' : 'message-row message-row--unread'}
      data-testid="message-item"
      data-id={message.id}
      data-read={message.read}
      aria-expanded={expanded}
      onClick={onTap}
    >
      <span className="message-head">
        {message.read ? null : <span className="unread-dot" data-testid="message-unread-dot" aria-hidden="true" />}
        <span className="message-title">{message.title}</span>
        <time className="message-time">{formatLocalTime(message.created_at, 'dateTime')}</time>
      </span>
      <span className={expanded ? 'message-body message-body--open' : 'message-body'}>{message.body}</span>
    </button>
  );
}

/**
 * /messages: the message centre. Tapping a message opens it and marks it read; "Mark all read"
 * clears the badge. A message pushed over the socket appears at the top at once.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useMessages();
  const unread = useUnreadMessages();
  const read = useReadMessage();
  const readAll = useReadAllMessages();
  const [open, setOpen] = useState<number | null>(null);

  // The pushed message's text is in the user's saved language; a refetch keeps paging exact.
  useRealtimeEvent('message', () => void queryClient.invalidateQueries({ queryKey: messageKeys.list() }));

  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const tap = (message: MessageItem) => {
    setOpen((current) => (current === message.id ? null : message.id));
    if (!message.read) read.mutate(message.id);
  };

  return (
    <div className="page">
      <PageHeader
        right={
          <button type="button" className="link" data-testid="messages-read-all" disabled={unread === 0 || readAll.isPending} onClick={() => readAll.mutate()}>
            {t('messages.readAll')}
          </button>
        }
      />
      {query.isPending ? (
        <PageLoading inline />
      ) : (
        <RefreshList
          items={items}
          keyOf={(m) => m.id}
          renderItem={(m) => <MessageRow message={m} expanded={open === m.id} onTap={() => tap(m)} />}
          onRefresh={() => query.refetch()}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
          hasMore={query.hasNextPage}
          emptyTitle={t('messages.empty')}
        />
      )}
    </div>
  );
}
