import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { formatDateTime } from '../../lib/format';
import { usePageParam } from '../../lib/use-page-param';
import { usePurchases } from './api/get-purchases';

const PAGE_SIZE = 50;

/** Every block trade purchase (or one offer's): read-only, operators never change a purchase. */
export function BlockTradePurchasesPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('offer'));
  const offerId = Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  const [page, setPage] = usePageParam();
  const purchases = usePurchases({ offerId, page, size: PAGE_SIZE });
  const rows = purchases.data?.list ?? [];
  return (
    <section>
      <header className="page-header">
        <h1>Block trade purchases{offerId ? ` of offer #${offerId}` : ''}</h1>
        <p className="muted">
          <Link to="/block-trades">← Offers</Link>
          {offerId ? (
            <>
              {' · '}
              <Link to="/block-trades/purchases">All purchases</Link>
            </>
          ) : null}
        </p>
      </header>
      <ErrorMessage error={purchases.error} testId="bt-purchases-error" />
      <div className="table-scroll">
        <table className="table" data-testid="bt-purchases-table" aria-busy={purchases.isFetching}>
          <thead>
            <tr>
              <th className="num">ID</th>
              <th className="num">Offer</th>
              <th>User</th>
              <th>Instrument</th>
              <th className="num">Quantity</th>
              <th className="num">Price</th>
              <th className="num">Value</th>
              <th className="num">Fees</th>
              <th className="num">Total</th>
              <th>Sellable from</th>
              <th>Time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id} data-testid="bt-purchase-row" data-id={p.id} data-offer-id={p.offer_id} data-username={p.username}>
                <td className="num">{p.id}</td>
                <td className="num">{p.offer_id}</td>
                <td>
                  <div className="strong">{p.username}</div>
                  <div className="muted small">user #{p.user_id}</div>
                </td>
                <td>
                  {p.name} <span className="muted small">{p.code}</span>
                </td>
                <td className="num">{p.quantity}</td>
                <td className="num">{p.price}</td>
                <td className="num">{p.value}</td>
                <td className="num">
                  {p.fees.total}
                  <div className="muted small">
                    commission {p.fees.commission} · transfer {p.fees.transfer_fee}
                  </div>
                </td>
                <td className="num" data-testid="bt-purchase-total">
                  {p.total}
                </td>
                <td className="nowrap">
                  {p.sellable_from}
                  {p.locked && <span className="badge badge-warn">locked</span>}
                </td>
                <td className="nowrap">{formatDateTime(p.created_at)}</td>
              </tr>
            ))}
            {!purchases.isPending && rows.length === 0 && (
              <tr>
                <td colSpan={11} className="empty">
                  No purchases.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {purchases.data && <Pagination page={purchases.data.page} size={purchases.data.size} total={purchases.data.total} onChange={setPage} />}
    </section>
  );
}
