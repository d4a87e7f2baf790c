import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_BODY_MAX, type SupportThread } from '@meridian/contract/support';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useSupportThread, type SupportHistoryPage } from './api/get-support-thread';
import { useReplySupport } from './api/reply-support';

type Line = SupportHistoryPage['list'][number];

function ChatLine({ line, username }: { line: Line; username: string }) {
  return (
    <div className={`chat-line from-${line.from}`} data-testid="support-message" data-from={line.from} data-id={line.id}>
      <div className="chat-bubble">{line.body}</div>
      <div className="muted small">
        {line.from === 'user' ? username : (line.operator ?? 'operator')} · {formatDateTime(line.created_at)}
      </div>
    </div>
  );
}

function ReplyBox({ threadId }: { threadId: number }) {
  const reply = useReplySupport();
  const [body, setBody] = useState('');

  const send = () => {
    const text = body.trim();
    if (text === '' || reply.isPending) return;
    reply.mutate({ threadId, body: text }, { onSuccess: () => setBody('') });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  // Enter alone makes a new line (answers are often several); Ctrl or Cmd with Enter sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="reply-box" onSubmit={submit}>
      <ErrorMessage error={reply.error} testId="support-reply-error" />
      <textarea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={SUPPORT_BODY_MAX}
        placeholder="Write a reply (Ctrl+Enter to send)"
        aria-label="Reply"
        data-testid="support-reply-input"
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={reply.isPending || body.trim() === ''} data-testid="support-reply-submit">
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </button>
        <span className="muted small">The user sees it in the app at once. Replies are recorded in the audit log.</span>
      </div>
    </form>
  );
}

type Props = { threadId: number; summary: SupportThread | undefined };

/** One conversation, polled while open; opening it marks the user's lines read. */
export function SupportConversation({ threadId, summary }: Props) {
  const history = useSupportThread(threadId);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = history.data?.pages ?? [];
  const lines = pages.toReversed().flatMap((page) => page.list);
  const thread = pages[0]?.thread ?? summary;
  const newestId = lines.at(-1)?.id;

  // Follow the conversation: a new line (theirs or ours) scrolls into view; older lines loaded
  // above do not move the view, because the newest id stays the same.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  return (
    <div className="conversation card" data-testid="support-conversation" data-thread-id={threadId}>
      <header className="conversation-head">
        <h2>{thread ? thread.user.username : `Conversation #${threadId}`}</h2>
        {thread && <span className="muted small">User #{thread.user.id} · conversation #{threadId}</span>}
      </header>
      <ErrorMessage error={history.error} testId="support-thread-error" />
      <div className="conversation-lines" ref={scroller} data-testid="support-thread-messages" aria-live="polite">
        {history.hasNextPage && (
          <button
            type="button"
            className="load-older"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            data-testid="support-load-older"
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
          </button>
        )}
        {history.isPending && <p className="empty">Loading…</p>}
        {history.isSuccess && lines.length === 0 && <p className="empty">No messages in this conversation yet.</p>}
        {lines.map((line) => (
          <ChatLine key={line.id} line={line} username={thread?.user.username ?? 'user'} />
        ))}
      </div>
      <ReplyBox key={threadId} threadId={threadId} />
    </div>
  );
}
