import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import type { IpoApplication } from '@meridian/contract/ipo';
import { type ApplicationFilter, useApplications } from '../api/get-applications.ts';
import { ApplicationRow } from '../components/application-row.tsx';
import '../ipo.css';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const PaySheet = lazySheet(() => import('../components/pay-sheet.tsx').then((m) => m.PaySheet));

/** Spec §4's three states: already subscribed (before the draw), allocated, no allocation. */
const TABS = [
  ['subscribed', 'ipo.subscribed'],
  ['allocated', 'ipo.allocated'],
  ['none', 'ipo.noAllocation'],
] as const satisfies readonly (readonly [ApplicationFilter, string])[];

function Records({ filter, onPay }: { filter: ApplicationFilter; onPay: (app: IpoApplication) => void }) {
  const { t } = useTranslation();
  const apps = useApplications(filter);
  const items = apps.data?.pages.flatMap((p) => p.list) ?? [];
  if (!apps.data) return <PageLoading inline reads={[apps]} />;
  return (
    <RefreshList
      items={items}
      keyOf={(a) => a.id}
      renderItem={(a) => <ApplicationRow app={a} onPay={onPay} />}
      onRefresh={() => apps.refetch()}
      hasMore={apps.hasNextPage}
      loadMore={async () => {
        await apps.fetchNextPage();
      }}
      emptyTitle={t('common.noApplication')}
    />
  );
}

/** /ucenter/shengou — my subscriptions and allocations by state. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ApplicationFilter>('subscribed');
  const [paying, setPaying] = useState<IpoApplication | null>(null);
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/apply" label={t('ipo.oneClick')} testId="subscription-one-click-link" />} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as ApplicationFilter)}>
        {TABS.map(([key, label]) => (
          <Tabs.Tab key={key} title={<span data-testid={`subscription-tab-${key}`}>{t(label)}</span>} />
        ))}
      </Tabs>
      <Records key={tab} filter={tab} onPay={setPaying} />
      {paying ? <PaySheet app={paying} onClose={() => setPaying(null)} /> : null}
    </div>
  );
}
