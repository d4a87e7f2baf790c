import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminBlockTradeOffer } from '@meridian/contract/block-trades';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { pickOption, StateTabs } from '../../components/state-tabs';
import { usePageParam } from '../../lib/use-page-param';
import { useOffers } from './api/get-offers';
import { CloseOfferDialog } from './close-offer-dialog';
import { OfferForm } from './offer-form';
import { OfferTable } from './offer-table';

const PAGE_SIZE = 20;
const VIEW_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'all', label: 'All' },
] as const;

export function BlockTradesPage() {
  const [params, setParams] = useSearchParams();
  const view = pickOption(VIEW_OPTIONS, params.get('status'), 'active');
  const [page, setPage] = usePageParam();
  const offers = useOffers({ status: view, page, size: PAGE_SIZE });
  const [closing, setClosing] = useState<AdminBlockTradeOffer | null>(null);

  return (
    <section>
      <header className="page-header">
        <h1>Block trades</h1>
        <p className="muted">
          An offer sells a block of one stock below its market price. The server refuses a price that is not below the live
          price or lies outside today’s band, and refuses purchases on any later day whose band no longer contains the price.
          Buyers pay the normal trading fees; their shares stay locked for the holding period. Listing and closing are recorded
          in the audit log. <Link to="/block-trades/purchases">All purchases →</Link>
        </p>
      </header>
      <OfferForm />
      <StateTabs label="Offers" options={VIEW_OPTIONS} value={view} onChange={(next) => setParams(next === 'active' ? {} : { status: next })} testIdPrefix="bt-offers" />
      <ErrorMessage error={offers.error} testId="bt-offers-error" />
      <OfferTable offers={offers.data?.list ?? []} loading={offers.isPending} busy={offers.isFetching} onClose={setClosing} />
      {offers.data && <Pagination page={offers.data.page} size={offers.data.size} total={offers.data.total} onChange={setPage} />}
      {closing && <CloseOfferDialog offer={closing} onClose={() => setClosing(null)} />}
    </section>
  );
}
