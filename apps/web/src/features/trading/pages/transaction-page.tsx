import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { type Range, RangeTabs } from '../../../components/range-tabs.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

export function TransactionPage() {
  const [range, setRange] = useState<Range>('today');
  return (
    <div className="page">
      <PageHeader />
      <RangeTabs value={range} onChange={setRange} />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
