import type { BlockTradeOffer } from '@meridian/contract/block-trades';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMarketRange } from '../../../lib/date.ts';
import { formatCount, formatMoney, formatPercent } from '../../../lib/money.ts';
import { OfferStatusTag } from './offer-status-tag.tsx';
import { StockName } from '../../../components/stock-name.tsx';


/** Why an open-looking offer cannot be bought right now, if it cannot. */
export function blockedReason(offer: BlockTradeOffer): string | undefined {
  if (offer.status !== 'open') return undefined;
  if (offer.halted) return 'blockTrades.halted';
  if (!offer.in_band) return 'blockTrades.outsideBand';
  return undefined;
}

export function canBuy(offer: BlockTradeOffer): boolean {
  return offer.status === 'open' && !blockedReason(offer);
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="bt-fact">
      <span className="bt-fact-label">{label}</span>
      <span className="bt-fact-value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/** One offer: instrument, prices and discount, quantities, window and holding period, and the buy button. */
export function OfferCard({ offer, onBuy }: { offer: BlockTradeOffer; onBuy: () => void }) {
  const { t } = useTranslation();
  const blocked = blockedReason(offer);
  return (
    <div className="bt-offer" data-testid="block-trade-offer" data-offer-id={offer.id} data-code={offer.code} data-status={offer.status}>
      <div className="bt-offer-head">
        <span>
          <strong>
            <StockName item={offer} testId="block-trade-offer-name" />
          </strong> <span className="bt-code">{offer.code}</span>
        </span>
        <OfferStatusTag status={offer.status} />
      </div>
      <div className="bt-prices">
        <Fact label={t('blockTrades.offerPrice')} testId="block-trade-offer-price">
          {formatMoney(offer.price)}
        </Fact>
        <Fact label={t('blockTrades.marketPrice')} testId="block-trade-offer-market-price">
          {formatMoney(offer.market_price)}
        </Fact>
        <Fact label={t('blockTrades.discount')} testId="block-trade-offer-discount">
          {formatPercent(offer.discount_pct)}
        </Fact>
      </div>
      <div className="bt-facts">
        <Fact label={t('blockTrades.remaining')} testId="block-trade-offer-remaining">
          {formatCount(offer.remaining_quantity)} / {formatCount(offer.total_quantity)}
        </Fact>
        <Fact label={t('blockTrades.minimum')} testId="block-trade-offer-min">
          {formatCount(offer.min_quantity)}
        </Fact>
        <Fact label={t('blockTrades.holding')} testId="block-trade-offer-holding">
          {t('blockTrades.holdingDays', { count: offer.holding_days })}
        </Fact>
        <Fact label={t('blockTrades.window')} testId="block-trade-offer-window">
          {formatMarketRange(offer.starts_at, offer.ends_at, 'dateTime')}
        </Fact>
      </div>
      {blocked ? (
        <p className="notice notice--warn" data-testid="block-trade-offer-blocked">
          {t(blocked, { down: formatMoney(offer.band_down), up: formatMoney(offer.band_up) })}
        </p>
      ) : null}
      <Button block color="primary" disabled={!canBuy(offer)} onClick={onBuy} data-testid="block-trade-buy">
        {t('blockTrades.buy')}
      </Button>
    </div>
  );
}
