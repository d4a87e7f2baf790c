import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Segmented } from 'antd';
import type { AdminBlockTradeOffer } from '@meridian/contract/block-trades';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useOffers } from './api/get-offers';
import { CloseOfferDialog } from './close-offer-dialog';
import { OfferForm } from './offer-form';
import { OfferTable } from './offer-table';

const PAGE_SIZE = 20;
type View = 'active' | 'all';

export function BlockTradesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('status') === 'all' ? 'all' : 'active';
  const [page, setPage] = usePageParam();
  const offers = useOffers({ status: view, page, size: PAGE_SIZE });
  const [closing, setClosing] = useState<AdminBlockTradeOffer | null>(null);

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.blockTrades')}</h1>
        <p className="muted">
          {t('bt.explain')} <Link to="/block-trades/purchases">{t('bt.allPurchases')} →</Link>
        </p>
      </header>
      <OfferForm />
      <div className="toolbar">
        <Segmented<View>
          value={view}
          onChange={(next) => setParams(next === 'active' ? {} : { status: next })}
          options={(['active', 'all'] as const).map((v) => ({ value: v, label: <span data-testid={`bt-offers-${v}`}>{t(`bt.view.${v}`)}</span> }))}
        />
      </div>
      <ErrorMessage error={offers.error} testId="bt-offers-error" />
      <OfferTable
        offers={offers.data?.list ?? []}
        loading={offers.isFetching}
        page={page}
        pageSize={PAGE_SIZE}
        total={offers.data?.total ?? 0}
        onPage={setPage}
        onClose={setClosing}
      />
      {closing && <CloseOfferDialog offer={closing} onClose={() => setClosing(null)} />}
    </section>
  );
}
