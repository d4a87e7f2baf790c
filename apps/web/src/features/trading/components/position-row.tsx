import type { Position } from '@meridian/contract/trading';
import { Tag } from 'antd-mobile';
import { formatMarketDay } from '../../../lib/date.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { plClass, signedMoney, signedPct } from '../pl.ts';
import { StockName } from '../../../components/stock-name.tsx';

/**
 * One holding: name and code, quantity and sellable, buy price and live price, market value,
 * floating P&L and its ratio (gain red, loss green), leverage, where the shares came from when
 * not from an order, and, while none can be sold (T+1, a lock-up), the day they can. Tapping opens
 * its detail.
 */
export function PositionRow({ position, onOpen }: { position: Position; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const tone = plClass(position.floating_pl);
  return (
    <button
      type="button"
      className="position-row"
      data-testid={`holding-row-${position.code}`}
      data-position-id={position.id}
      onClick={() => onOpen(position.id)}
    >
      <span className="position-cell">
        <span className="row-name">
          <StockName item={position} />
          {position.source !== 'order' ? (
            // Shares from a block trade or a new issue: their own row, with their own lock-up or listing.
            <Tag color="primary" fill="outline" className="row-tag" data-testid="holding-source">
              {t(`trading.sourceKind.${position.source}`)}
            </Tag>
          ) : null}
          {position.leverage > 1 ? (
            <Tag color="warning" fill="outline" className="row-tag" data-testid="holding-leverage">
              {t('trading.leverageX', { n: position.leverage })}
            </Tag>
          ) : null}
          {position.margin_call ? (
            <Tag color="danger" className="row-tag">
              {t('trading.marginCall')}
            </Tag>
          ) : null}
        </span>
        <small>{position.code}</small>
      </span>
      <span className="position-cell position-cell--num">
        <span data-testid="holding-market-value">{formatMoney(position.market_value)}</span>
        <small>{t('trading.marketValue')}</small>
      </span>
      <span className={`position-cell position-cell--num ${tone}`}>
        <span data-testid="holding-floating-pl">{signedMoney(position.floating_pl)}</span>
        <small>{t('trading.floatingPl')}</small>
      </span>
      <span className="position-cell">
        <span data-testid="holding-quantity">{formatCount(position.quantity)}</span>
        <small>
          {t('trading.sellable')} <span data-testid="holding-sellable">{formatCount(position.sellable)}</span>
        </small>
      </span>
      <span className="position-cell position-cell--num">
        <span data-testid="holding-price">{formatDecimal(position.price)}</span>
        <small>
          {t('trading.buyPrice')} <span data-testid="holding-buy-price">{formatDecimal(position.buy_price)}</span>
        </small>
      </span>
      <span className={`position-cell position-cell--num ${tone}`}>
        <span data-testid="holding-floating-pl-pct">{signedPct(position.floating_pl_pct)}</span>
        <small>{t('trading.profitRatio')}</small>
      </span>
      {position.locked ? (
        <small className="position-note" data-testid="holding-sellable-from" data-day={position.sellable_from}>
          {t('trading.notSellableUntil', { date: formatMarketDay(position.sellable_from) })}
        </small>
      ) : null}
    </button>
  );
}
