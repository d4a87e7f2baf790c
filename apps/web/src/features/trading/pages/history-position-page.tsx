import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

/** Closed positions (spec §4: closing moves a position here). */
export function HistoryPositionPage() {
  return (
    <div className="page">
      <PageHeader />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
