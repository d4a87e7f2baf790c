import { PageHeader } from '../../../components/page-header.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';

export function HoldingPage() {
  return (
    <div className="page">
      <PageHeader />
      <RefreshList items={[]} keyOf={() => ''} renderItem={() => null} />
    </div>
  );
}
