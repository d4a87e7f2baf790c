import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OpenOrders } from '../components/open-orders.tsx';
import { OrderTicket } from '../components/order-ticket.tsx';

const LINKS = [
  { key: 'holdings', path: '/ucenter/holding', title: 'route.holding' },
  { key: 'history', path: '/historyPosition', title: 'route.historyPosition' },
  { key: 'transactions', path: '/transaction', title: 'route.transaction' },
] as const;

/** The Trade tab: the order ticket, the user's orders with Cancel, and the way to holdings and records. */
export function TradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const side = params.get('side') === 'sell' ? 'sell' : 'buy';
  return (
    <div className="page">
      <PageHeader back={false} />
      <nav className="trade-links">
        {LINKS.map((link) => (
          <button key={link.key} type="button" className="trade-link" data-testid={`trade-link-${link.key}`} onClick={() => void navigate(link.path)}>
            {t(link.title)}
          </button>
        ))}
      </nav>
      <OrderTicket key={`${code}:${side}`} initialCode={code} initialSide={side} />
      <OpenOrders />
    </div>
  );
}
