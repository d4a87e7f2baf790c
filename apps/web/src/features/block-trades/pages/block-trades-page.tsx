import type { BlockTradeOffer } from '@meridian/contract/block-trades';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { useOffers } from '../api/get-offers.ts';
import { OfferCard } from '../components/offer-card.tsx';
import '../block-trades.css';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const BuySheet = lazySheet(() => import('../components/buy-sheet.tsx').then((m) => m.BuySheet));

/** /shares/dzjy — block trades on offer at a discount, and the buy sheet. */
export function BlockTradesPage() {
  const { t } = useTranslation();
  const offers = useOffers();
  const [buying, setBuying] = useState<BlockTradeOffer | null>(null);
  // The sheet follows the list's refreshes (remaining quantity, status), keyed by the offer's id.
  const current = buying ? (offers.data?.list.find((o) => o.id === buying.id) ?? buying) : null;
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/shares/dzjy-record" label={t('common.records')} testId="block-trades-records-link" />} />
      <div className="bt-intro">
        <p className="notice">{t('blockTrades.intro')}</p>
        <SimulatedBadge testId="block-trades-simulated" />
      </div>
      {offers.data ? (
        <RefreshList
          items={offers.data.list}
          keyOf={(o) => o.id}
          renderItem={(o) => <OfferCard offer={o} onBuy={() => setBuying(o)} />}
          onRefresh={() => offers.refetch()}
          emptyTitle={t('blockTrades.none')}
        />
      ) : (
        <PageLoading inline reads={[offers]} />
      )}
      {current ? <BuySheet offer={current} onClose={() => setBuying(null)} /> : null}
    </div>
  );
}
