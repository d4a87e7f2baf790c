import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useIssues } from '../api/get-issues.ts';
import { CalendarView } from '../components/calendar-view.tsx';
import { IssueRow } from '../components/issue-row.tsx';
import '../ipo.css';

function IssueList() {
  const { t } = useTranslation();
  const issues = useIssues('active');
  const items = issues.data?.pages.flatMap((p) => p.list) ?? [];
  if (!issues.data) return <PageLoading inline reads={[issues]} />;
  return (
    <RefreshList
      items={items}
      keyOf={(i) => i.id}
      renderItem={(i) => <IssueRow issue={i} />}
      onRefresh={() => issues.refetch()}
      hasMore={issues.hasNextPage}
      loadMore={async () => {
        await issues.fetchNextPage();
      }}
      emptyTitle={t('ipo.noIssues')}
    />
  );
}

/** The New shares tab: issues upcoming and open (list), and the new-share calendar. */
export function NewSharesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('list');
  return (
    <div className="page">
      <PageHeader back={false} right={<HeaderLink to="/ucenter/shengou" label={t('common.records')} testId="new-shares-records-link" />} />
      <div className="form">
        <Button block color="primary" onClick={() => void navigate('/apply')} data-testid="new-shares-one-click">
          {t('ipo.oneClick')}
        </Button>
      </div>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="list" title={<span data-testid="new-shares-tab-list">{t('ipo.list')}</span>} />
        <Tabs.Tab key="calendar" title={<span data-testid="new-shares-tab-calendar">{t('ipo.calendar')}</span>} />
      </Tabs>
      {tab === 'list' ? <IssueList /> : <CalendarView />}
    </div>
  );
}
