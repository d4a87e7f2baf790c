import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

const KINDS = [
  { key: 'deposit', title: 'funding.depositRecords' },
  { key: 'withdraw', title: 'funding.withdrawRecords' },
] as const;

export function BankRecordPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string>('deposit');
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={kind} onChange={setKind}>
        {KINDS.map((k) => (
          <Tabs.Tab key={k.key} title={<span data-testid={`bank-record-tab-${k.key}`}>{t(k.title)}</span>} />
        ))}
      </Tabs>
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
