import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

const FACTS = ['issuePrice', 'peRatio', 'industryPe', 'sector', 'issueQuantity', 'publicQuantity', 'listingTime'].map((key) => ({
  label: `ipo.${key}`,
}));

/** The placement's facts; the values come with the IPO module. */
export function NewShareDetailPage() {
  return (
    <div className="page">
      <PageHeader />
      <EmptyState />
      <FactList facts={FACTS} />
    </div>
  );
}
