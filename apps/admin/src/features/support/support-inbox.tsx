import type { SupportThread } from '@meridian/contract/support';
import { formatDateTime } from '../../lib/format';

type Props = {
  threads: SupportThread[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (thread: SupportThread) => void;
};

function lastLineOf(thread: SupportThread): string {
  const last = thread.last_message;
  if (last === null) return 'No messages yet';
  return last.from === 'operator' ? `You: ${last.body}` : last.body;
}

function ThreadRow({ thread, selected, onSelect }: { thread: SupportThread; selected: boolean; onSelect: () => void }) {
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
            {lastLineOf(thread)}
          </span>
          {thread.unread > 0 && (
            <span className="count-badge" data-testid="support-thread-unread" aria-label={`${thread.unread} unread`}>
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
  return (
    <ul className="inbox" data-testid="support-inbox" aria-label="Conversations">
      {threads.map((thread) => (
        <ThreadRow key={thread.id} thread={thread} selected={thread.id === selectedId} onSelect={() => onSelect(thread)} />
      ))}
      {!loading && threads.length === 0 && <li className="empty">No conversations yet.</li>}
      {loading && <li className="empty">Loading…</li>}
    </ul>
  );
}
