import type { Tick } from '@meridian/contract/market';
import type { OrderSide, Ticket } from '@meridian/contract/trading';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatMarketTime } from '../../../lib/date.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { ppmPercent } from '../fees.ts';
import { plClass, signedPct } from '../pl.ts';
import { quantityUnit } from '../quantity.ts';
import { StockName } from '../../../components/stock-name.tsx';

/** The chosen stock: name, code, the live price and today's change. */
export function StockLine({ ticket, tick }: { ticket: Ticket; tick: Tick | undefined }) {
  const price = tick?.price ?? ticket.price;
  const change = tick?.change_pct;
  return (
    <div className="ticket-stock" data-testid="order-stock" data-code={ticket.code}>
      <span className="ticket-stock-name" data-testid="order-stock-name">
        <StockName item={ticket} />
        <small>{ticket.code}</small>
      </span>
      <span className={`ticket-stock-price ${plClass(change ?? '0')}`}>
        <strong data-testid="order-stock-price">{formatDecimal(price)}</strong>
        {change !== undefined ? <small>{signedPct(change)}</small> : null}
      </span>
    </div>
  );
}

/** Why an order may be refused now: the market is closed, or the stock is halted. */
export function TicketNotices({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  return (
    <>
      {!ticket.market_open ? (
        <p className="notice notice--warn" data-testid="order-market-closed">
          {ticket.next_open ? t('trading.marketClosedNext', { time: formatMarketTime(ticket.next_open, 'dateTime') }) : t('trading.marketClosed')}
        </p>
      ) : null}
      {ticket.halted ? (
        <p className="notice notice--warn" data-testid="order-halted">
          {t('trading.halted')}
        </p>
      ) : null}
    </>
  );
}

/** Available cash and, by side, the largest buy it covers or what may be sold now. */
export function TicketLimits({ ticket, side }: { ticket: Ticket; side: OrderSide }) {
  const { t } = useTranslation();
  const lots = quantityUnit(ticket, 'buy') === 'lots';
  return (
    <div className="ticket-limits">
      <span>
        {t('common.labelled', { label: t('trading.available') })}<strong data-testid="order-available">{formatMoney(ticket.available_cash)}</strong>
      </span>
      {side === 'buy' ? (
        <span>
          {t('common.labelled', { label: t('trading.maxBuy') })}
          <strong data-testid="order-max-buy" data-shares={ticket.max_buy}>
            {lots
              ? t('trading.lotsAndShares', { lots: formatCount(Math.floor(ticket.max_buy / ticket.lot_size)), shares: formatCount(ticket.max_buy) })
              : t('trading.sharesCount', { n: formatCount(ticket.max_buy) })}
          </strong>
        </span>
      ) : (
        <span>
          {t('common.labelled', { label: t('trading.sellable') })}
          <strong data-testid="order-sellable" data-shares={ticket.sellable}>
            {t('trading.sharesCount', { n: formatCount(ticket.sellable) })}
          </strong>
        </span>
      )}
    </div>
  );
}

/** The rates in force, as the ticket states them (docs/design.md, Market and orders: shown before confirming). */
export function FeeNote({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { fees } = ticket;
  return (
    <p className="field-hint" data-testid="order-fee-note">
      {t('trading.feeNote', {
        commission: formatDecimal(ppmPercent(fees.commission_rate_ppm)),
        min: formatMoney(fees.commission_min),
        transfer: formatDecimal(ppmPercent(fees.transfer_fee_rate_ppm)),
        stamp: formatDecimal(ppmPercent(fees.stamp_duty_rate_ppm)),
      })}
    </p>
  );
}
