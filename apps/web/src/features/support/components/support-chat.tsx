import type { SupportMessage } from '@meridian/contract/support';
import { SUPPORT_BODY_MAX } from '@meridian/contract/support-rules';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { SendIcon } from '../../../components/icons.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useRealtimeEvent } from '../../../lib/live.ts';
import { setUnreadSupport } from '../../../lib/unread-counts.ts';
import { fetchSupportHistory, linesOf, supportKeys, useSupportHistory, withLine, type SupportData } from '../api/get-support-messages.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';
import '../support.css';

function isPush(data: unknown): data is { message: SupportMessage; unread: number } {
  if (typeof data !== 'object' || data === null) return false;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'object' && message !== null && typeof (message as { id?: unknown }).id === 'number';
}

/** Replies shown while the chat is open are read: re-reading the newest line tells the server so. */
function markRepliesRead(): void {
  void fetchSupportHistory(undefined, 1).then(() => setUnreadSupport(0), () => undefined);
}

/**
 * The built-in support chat (kf_url empty): the conversation with support, a send box, and
 * operator replies arriving live over the socket.
 */
export function SupportChat() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useSupportHistory();
  const send = useSendSupportMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const lines = linesOf(history.data);
  const newest = lines.at(-1)?.id;
  const body = text.trim();

  useEffect(() => {
    // The first page marked every reply read on the server.
    if (history.isSuccess) setUnreadSupport(0);
  }, [history.isSuccess]);

  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  useRealtimeEvent('support', (data) => {
    if (!isPush(data)) return;
    queryClient.setQueryData<SupportData>(supportKeys.history(), (current) => withLine(current, data.message));
    if (data.message.from === 'operator') markRepliesRead();
  });

  const submit = () => {
    if (!body || body.length > SUPPORT_BODY_MAX || send.isPending) return;
    send.mutate(body, { onSuccess: () => setText('') });
  };

  if (history.isPending) return <PageLoading inline />;
  return (
    <div className="chat" data-testid="support-chat">
      <div className="chat-lines" data-testid="support-messages">
        {history.hasNextPage ? (
          <button type="button" className="link chat-older" data-testid="support-load-older" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('support.loadOlder')}
          </button>
        ) : null}
        {lines.length === 0 ? <p className="chat-welcome">{t('support.welcome')}</p> : null}
        {lines.map((line) => (
          <div key={line.id} className={`chat-line chat-line--${line.from}`} data-testid="support-message" data-from={line.from} data-id={line.id}>
            <span className="chat-who">{line.from === 'operator' ? t('support.agent') : t('support.you')}</span>
            <span className="chat-bubble">{line.body}</span>
            <time className="chat-time">{formatLocalTime(line.created_at, 'dateTime')}</time>
          </div>
        ))}
        <div ref={end} />
      </div>
      <form
        className="chat-compose"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <textarea
          className="chat-input"
          data-testid="support-input"
          rows={1}
          maxLength={SUPPORT_BODY_MAX}
          placeholder={t('support.placeholder')}
          aria-label={t('support.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (on a phone keyboard Enter adds a line).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button color="primary" type="submit" className="chat-send" data-testid="support-send" disabled={!body} loading={send.isPending} aria-label={t('support.send')}>
          <SendIcon />
        </Button>
      </form>
      {text.length > SUPPORT_BODY_MAX - 200 ? <p className="chat-count">{`${text.length}/${SUPPORT_BODY_MAX}`}</p> : null}
    </div>
  );
}
