import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OrderTicket } from '../components/order-ticket.tsx';

/** /shares/creatOrder?code=600519&side=buy — the order ticket, opened from a stock's detail screen. */
export function CreateOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const side = params.get('side') === 'sell' ? 'sell' : 'buy';
  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/trade" label={t('trading.orders')} testId="order-orders-link" />} />
      {/* Keyed by the URL, so that opening the ticket for another stock starts afresh. */}
      <OrderTicket key={`${code}:${side}`} initialCode={code} initialSide={side} />
    </div>
  );
}
