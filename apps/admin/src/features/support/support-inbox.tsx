import type { SupportThread } from '@meridian/contract/support';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';

type Props = {
  threads: SupportThread[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (thread: SupportThread) => void;
};

function lastLineOf(thread: SupportThread, t: ReturnType<typeof useT>): string {
  const last = thread.last_message;
  if (last === null) return t('support.noMessages');
  return last.from === 'operator' ? t('support.you', { body: last.body }) : last.body;
}

function ThreadRow({ thread, selected, onSelect }: { thread: SupportThread; selected: boolean; onSelect: () => void }) {
  const t = useT();
  return (
    <li>
      <button
        type="button"
        className={`inbox-row${selected ? ' selected' : ''}${thread.unread > 0 ? ' unread' : ''}`}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        data-testid="support-thread-row"
        data-username={thread.user.username}
        data-thread-id={thread.id}
        data-unread={thread.unread}
      >
        <span className="inbox-row-top">
          <span className="inbox-user">{thread.user.username}</span>
          <span className="muted small nowrap">{formatDateTime(thread.last_message?.created_at ?? thread.updated_at)}</span>
        </span>
        <span className="inbox-row-bottom">
          <span className="inbox-last" data-testid="support-thread-last">
            {lastLineOf(thread, t)}
          </span>
          {thread.unread > 0 && (
            <span className="count-badge" data-testid="support-thread-unread" aria-label={t('support.unreadCount', { n: thread.unread })}>
              {thread.unread}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** Conversations, most recent first (the server's order). */
export function SupportInbox({ threads, loading, selectedId, onSelect }: Props) {
  const t = useT();
  return (
    <ul className="inbox" data-testid="support-inbox" aria-label={t('support.conversations')}>
      {threads.map((thread) => (
        <ThreadRow key={thread.id} thread={thread} selected={thread.id === selectedId} onSelect={() => onSelect(thread)} />
      ))}
      {!loading && threads.length === 0 && <li className="empty">{t('support.noConversations')}</li>}
      {loading && <li className="empty">{t('common.loading')}</li>}
    </ul>
  );
}
