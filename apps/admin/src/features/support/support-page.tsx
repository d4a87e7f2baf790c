import { useSearchParams } from 'react-router';
import { Alert, Card, Pagination } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
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
        <h1>{t('nav.support')}</h1>
        <p className="muted">
          {t('support.explain', { seconds: SUPPORT_POLL_MS / 1000 })}{' '}
          <span data-testid="support-waiting">{waiting === 0 ? t('support.nothingUnread') : t('support.unread', { n: waiting })}</span>
        </p>
      </header>
      {external !== '' && (
        <Alert type="warning" showIcon className="form-notice" role="status" data-testid="support-external-notice" title={t('support.external', { url: external })} />
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
            <Pagination size="small" current={inbox.data.page} pageSize={inbox.data.size} total={inbox.data.total} onChange={setPage} showSizeChanger={false} />
          )}
        </div>
        {threadId === null ? (
          <Card className="card conversation-empty muted">{t('support.choose')}</Card>
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
