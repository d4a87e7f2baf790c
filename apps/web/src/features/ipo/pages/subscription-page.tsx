import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

const TABS = ['subscribed', 'allocated'] as const;

/** The user's subscriptions and allocations (spec §4: subscribed, no allocation, allocated). */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>(TABS[0]);
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={tab} onChange={setTab}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`subscription-tab-${key}`}>{t(`ipo.${key}`)}</span>} />
        ))}
      </Tabs>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} emptyTitle={t('common.noApplication')} />
    </div>
  );
}
