import type { IpoApplication } from '@meridian/contract/ipo';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useApplications } from '../api/get-applications.ts';
import { ApplicationRow } from '../components/application-row.tsx';
import '../ipo.css';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const PaySheet = lazySheet(() => import('../components/pay-sheet.tsx').then((m) => m.PaySheet));

/** /apply-record — every application with its allocation; an allocation is paid here with one click. */
export function ApplyRecordPage() {
  const { t } = useTranslation();
  const apps = useApplications('all');
  const [paying, setPaying] = useState<IpoApplication | null>(null);
  const items = apps.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="page" data-testid="ipo-records">
      <PageHeader />
      {apps.data ? (
        <RefreshList
          items={items}
          keyOf={(a) => a.id}
          renderItem={(a) => <ApplicationRow app={a} onPay={setPaying} />}
          onRefresh={() => apps.refetch()}
          hasMore={apps.hasNextPage}
          loadMore={async () => {
            await apps.fetchNextPage();
          }}
          emptyTitle={t('common.noApplication')}
        />
      ) : (
        <PageLoading inline reads={[apps]} />
      )}
      {paying ? <PaySheet app={paying} onClose={() => setPaying(null)} /> : null}
    </div>
  );
}
