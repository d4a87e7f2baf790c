import type { BlockTradePurchase } from '@meridian/contract/block-trades';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatLocalTime, formatMarketDay } from '../../../lib/date.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { StockName } from '../../../components/stock-name.tsx';

/** One purchase: what was bought, what it cost, and whether the shares are still locked. */
export function PurchaseRow({ purchase }: { purchase: BlockTradePurchase }) {
  const { t } = useTranslation();
  return (
    <div className="bt-record" data-testid="block-trade-record" data-purchase-id={purchase.id} data-code={purchase.code} data-locked={purchase.locked}>
      <div className="bt-offer-head">
        <span>
          <strong>
            <StockName item={purchase} testId="block-trade-record-name" />
          </strong> <span className="bt-code">{purchase.code}</span>
        </span>
        <Tag color={purchase.locked ? 'warning' : 'success'} fill="outline" data-testid="block-trade-record-lock">
          {purchase.locked ? t('blockTrades.lockedUntil', { date: formatMarketDay(purchase.sellable_from) }) : t('blockTrades.unlocked')}
        </Tag>
      </div>
      <div className="bt-facts">
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.quantity')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-quantity">
            {formatCount(purchase.quantity)}
          </span>
        </div>
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.offerPrice')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-price">
            {formatMoney(purchase.price)}
          </span>
        </div>
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.value')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-value">
            {formatMoney(purchase.value)}
          </span>
        </div>
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.fees')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-fees">
            {formatMoney(purchase.fees.total)}
          </span>
        </div>
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.total')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-total">
            {formatMoney(purchase.total)}
          </span>
        </div>
        <div className="bt-fact">
          <span className="bt-fact-label">{t('blockTrades.sellableFrom')}</span>
          <span className="bt-fact-value" data-testid="block-trade-record-sellable-from" data-day={purchase.sellable_from}>
            {formatMarketDay(purchase.sellable_from)}
          </span>
        </div>
      </div>
      <div className="bt-record-time">
        {t('common.labelled', { label: t('blockTrades.purchaseTime') })}<span data-testid="block-trade-record-time">{formatLocalTime(purchase.created_at)}</span>
      </div>
    </div>
  );
}
