import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

const FACTS = ['quantity', 'buyPrice', 'sellPrice', 'sellTime', 'profitLoss', 'stampDuty', 'transactionFee', 'closingFee', 'buyFee'].map(
  (key) => ({ label: `trading.${key}` }),
);

export function HistoryDetailPage() {
  return (
    <div className="page">
      <PageHeader />
      <EmptyState />
      <FactList facts={FACTS} />
    </div>
  );
}
