import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

const FACTS = ['quantity', 'buyPrice', 'buyTime', 'marketValue', 'profitLoss', 'profitRatio', 'fees', 'leverage'].map((key) => ({
  label: `trading.${key}`,
}));

export function HoldDetailPage() {
  return (
    <div className="page">
      <PageHeader />
      <EmptyState />
      <FactList facts={FACTS} />
    </div>
  );
}
