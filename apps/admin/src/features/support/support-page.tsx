import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../lib/use-page-param';
import { useKfUrl } from './api/get-kf-url';
import { SUPPORT_POLL_MS, useSupportThreads } from './api/get-support-threads';
import { KfUrlSetting } from './kf-url-setting';
import { SupportConversation } from './support-conversation';
import { SupportInbox } from './support-inbox';

const PAGE_SIZE = 20;

function threadOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const threadId = threadOf(params.get('thread'));
  const [page, setPage] = usePageParam();
  const inbox = useSupportThreads({ page, size: PAGE_SIZE });
  const waiting = inbox.data?.unread_threads ?? 0;
  const external = useKfUrl().data?.kf_url ?? '';

  const open = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('thread', String(id));
      return next;
    });

  return (
    <section>
      <header className="page-header">
        <h1>Support</h1>
        <p className="muted">
          Conversations with users from the app’s built-in chat, most recent first. Refreshed every{' '}
          {SUPPORT_POLL_MS / 1000} seconds.{' '}
          <span data-testid="support-waiting">
            {waiting === 0 ? 'Nothing unread.' : `${waiting} ${waiting === 1 ? 'conversation has' : 'conversations have'} unread messages.`}
          </span>
        </p>
      </header>
      {external !== '' && (
        <div className="alert alert-warn" role="status" data-testid="support-external-notice">
          <p>
            The app currently sends users to <strong>{external}</strong> instead of this chat, so no new conversations
            arrive here. Change it under “Customer-service link” below.
          </p>
        </div>
      )}
      <ErrorMessage error={inbox.error} testId="support-inbox-error" />
      <div className="support-layout">
        <div className="support-inbox-column">
          <SupportInbox
            threads={inbox.data?.list ?? []}
            loading={inbox.isPending}
            selectedId={threadId}
            onSelect={(thread) => open(thread.id)}
          />
          {inbox.data && inbox.data.total > PAGE_SIZE && (
            <Pagination page={inbox.data.page} size={inbox.data.size} total={inbox.data.total} onChange={setPage} />
          )}
        </div>
        {threadId === null ? (
          <div className="card conversation-empty muted">Choose a conversation on the left.</div>
        ) : (
          <SupportConversation
            key={threadId}
            threadId={threadId}
            summary={inbox.data?.list.find((thread) => thread.id === threadId)}
          />
        )}
      </div>
      <KfUrlSetting />
    </section>
  );
}
