import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Card, Input } from 'antd';
import { SUPPORT_BODY_MAX, type SupportThread } from '@meridian/contract/support';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useSupportThread, type SupportHistoryPage } from './api/get-support-thread';
import { useReplySupport } from './api/reply-support';

type Line = SupportHistoryPage['list'][number];

function ChatLine({ line, username }: { line: Line; username: string }) {
  const t = useT();
  return (
    <div className={`chat-line from-${line.from}`} data-testid="support-message" data-from={line.from} data-id={line.id}>
      <div className="chat-bubble">{line.body}</div>
      <div className="muted small">
        {line.from === 'user' ? username : (line.operator ?? t('support.operator'))} · {formatDateTime(line.created_at)}
      </div>
    </div>
  );
}

function ReplyBox({ threadId }: { threadId: number }) {
  const t = useT();
  const reply = useReplySupport();
  const [body, setBody] = useState('');

  const send = () => {
    const text = body.trim();
    if (text === '' || reply.isPending) return;
    reply.mutate({ threadId, body: text }, { onSuccess: () => setBody('') });
  };
  // Enter alone makes a new line (answers are often several); Ctrl or Cmd with Enter sends.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="reply-box" onSubmit={(event) => (event.preventDefault(), send())}>
      <ErrorMessage error={reply.error} testId="support-reply-error" />
      <Input.TextArea
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
        maxLength={SUPPORT_BODY_MAX}
        placeholder={t('support.replyPlaceholder')}
        aria-label={t('support.reply')}
        data-testid="support-reply-input"
      />
      <div className="form-actions">
        <Button type="primary" htmlType="submit" disabled={body.trim() === ''} loading={reply.isPending} data-testid="support-reply-submit">
          {t('support.send')}
        </Button>
        <span className="muted small">{t('support.replyHint')}</span>
      </div>
    </form>
  );
}

type Props = { threadId: number; summary: SupportThread | undefined };

/** One conversation, polled while open; opening it marks the user's lines read. */
export function SupportConversation({ threadId, summary }: Props) {
  const t = useT();
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
    <Card className="conversation card" data-testid="support-conversation" data-thread-id={threadId}>
      <header className="conversation-head">
        <h2>{thread ? thread.user.username : t('support.conversation', { id: threadId })}</h2>
        {thread && <span className="muted small">{t('support.userConversation', { user: thread.user.id, id: threadId })}</span>}
      </header>
      <ErrorMessage error={history.error} testId="support-thread-error" />
      <div className="conversation-lines" ref={scroller} data-testid="support-thread-messages" aria-live="polite">
        {history.hasNextPage && (
          <Button type="link" className="load-older" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} data-testid="support-load-older">
            {t('support.loadOlder')}
          </Button>
        )}
        {history.isPending && <p className="empty">{t('common.loading')}</p>}
        {history.isSuccess && lines.length === 0 && <p className="empty">{t('support.noLines')}</p>}
        {lines.map((line) => (
          <ChatLine key={line.id} line={line} username={thread?.user.username ?? t('common.user')} />
        ))}
      </div>
      <ReplyBox key={threadId} threadId={threadId} />
    </Card>
  );
}
