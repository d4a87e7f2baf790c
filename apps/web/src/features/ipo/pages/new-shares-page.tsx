import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

/** The New shares tab: issues open for subscription, and the new-share calendar. */
export function NewSharesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('list');
  return (
    <div className="page">
      <PageHeader back={false} right={<HeaderLink to="/ucenter/shengou" label={t('common.records')} testId="new-shares-records-link" />} />
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="list" title={<span data-testid="new-shares-tab-list">{t('ipo.list')}</span>} />
        <Tabs.Tab key="calendar" title={<span data-testid="new-shares-tab-calendar">{t('ipo.calendar')}</span>} />
      </Tabs>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
