import type { AdminBlockTradeOffer, OfferStatus } from '@meridian/contract/block-trades';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';

const STATUS_BADGE: Record<OfferStatus, string> = {
  upcoming: 'badge badge-warn',
  open: 'badge badge-ok',
  sold_out: 'badge badge-muted',
  ended: 'badge badge-muted',
  closed: 'badge badge-danger',
};

type Props = {
  offers: AdminBlockTradeOffer[];
  loading: boolean;
  busy: boolean;
  onClose: (offer: AdminBlockTradeOffer) => void;
};

function OfferRow({ offer, onClose }: { offer: AdminBlockTradeOffer; onClose: () => void }) {
  const closable = offer.status === 'open' || offer.status === 'upcoming' || offer.status === 'sold_out';
  return (
    <tr data-testid="bt-offer-row" data-id={offer.id} data-status={offer.status} data-code={offer.code}>
      <td className="num">{offer.id}</td>
      <td>
        <div className="strong">{offer.name}</div>
        <div className="muted small">{offer.code}</div>
      </td>
      <td className="num" data-testid="bt-offer-row-price">
        {offer.price}
        <div className="muted small">{offer.discount_pct} % below {offer.market_price}</div>
      </td>
      <td className="num">
        {offer.band_down ?? '—'} – {offer.band_up ?? '—'}
        {!offer.in_band && <div className="small hint-warn">price outside today’s band</div>}
        <div className="muted small">
          listed at {offer.listed_market_price} ({offer.listed_band_down} – {offer.listed_band_up})
        </div>
      </td>
      <td className="num" data-testid="bt-offer-row-remaining">
        {offer.remaining_quantity} / {offer.total_quantity}
        <div className="muted small">
          min {offer.min_quantity} · {offer.purchases} purchases
        </div>
      </td>
      <td className="num">{offer.holding_days} days</td>
      <td className="nowrap">
        {formatDateTime(offer.starts_at)}
        <div>→ {formatDateTime(offer.ends_at)}</div>
      </td>
      <td>
        <span className={STATUS_BADGE[offer.status]} data-testid="bt-offer-row-status">
          {offer.status.replace('_', ' ')}
        </span>
        <div className="muted small">by {offer.created_by ?? '—'}</div>
        {offer.closed_at && (
          <div className="small">
            closed {formatDateTime(offer.closed_at)} by {offer.closed_by ?? '—'}: “{offer.close_reason}”
          </div>
        )}
      </td>
      <td className="actions">
        <Link to={`/block-trades/purchases?offer=${offer.id}`} data-testid="bt-offer-purchases">
          Purchases
        </Link>{' '}
        {closable && (
          <button type="button" className="danger" onClick={onClose} data-testid="bt-offer-close">
            Close early…
          </button>
        )}
      </td>
    </tr>
  );
}

export function OfferTable({ offers, loading, busy, onClose }: Props) {
  return (
    <div className="table-scroll">
      <table className="table" data-testid="bt-offers-table" aria-busy={busy}>
        <thead>
          <tr>
            <th className="num">ID</th>
            <th>Instrument</th>
            <th className="num">Price</th>
            <th className="num">Today’s band</th>
            <th className="num">Remaining</th>
            <th className="num">Holding</th>
            <th>Window</th>
            <th>Status</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} onClose={() => onClose(offer)} />
          ))}
          {!loading && offers.length === 0 && (
            <tr>
              <td colSpan={9} className="empty">
                No offers.
              </td>
            </tr>
          )}
          {loading && (
            <tr>
              <td colSpan={9} className="empty">
                Loading…
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
