import type { PendingListing } from '@meridian/contract/trading';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMarketTime } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { StockName } from '../../../components/stock-name.tsx';

/** A paid new-share allocation before listing day: owned, counted at cost, not tradable yet. */
export function PendingListingRow({ item }: { item: PendingListing }) {
  const { t } = useTranslation();
  return (
    <div className="position-row pending-row" data-testid={`pending-row-${item.code}`}>
      <span className="position-cell">
        <StockName item={item} />
        <small>{item.code}</small>
      </span>
      <span className="position-cell position-cell--num">
        <span data-testid="pending-cost">{formatMoney(item.cost)}</span>
        <small>
          {t('trading.atCost')} · {formatMoney(item.price)}
        </small>
      </span>
      <span className="position-cell position-cell--num">
        <span data-testid="pending-quantity">{formatCount(item.quantity)}</span>
        <small>
          {t('trading.listingDay')} <span data-testid="pending-listing-at">{formatMarketTime(item.listing_at, 'date')}</span>
        </small>
      </span>
    </div>
  );
}
