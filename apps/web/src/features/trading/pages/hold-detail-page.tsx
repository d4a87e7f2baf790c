import type { Position } from '@meridian/contract/trading';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { formatLocalTime, formatMarketDay } from '../../../lib/date.ts';
import { useLiveQuote } from '../../../lib/live.ts';
import { formatCount, formatDecimal, formatMoney, formatPercent } from '../../../lib/money.ts';
import { usePosition } from '../api/get-positions.ts';
import { CloseForm } from '../components/close-form.tsx';
import { revalue } from '../live-position.ts';
import { plClass, signedMoney, signedPct } from '../pl.ts';
import '../trading.css';
import { StockName } from '../../../components/stock-name.tsx';
import { positiveId } from '../../../lib/ids.ts';

const fact = (label: string, testKey: string, value: ReactNode) => ({ label, value: <span data-testid={`hold-detail-${testKey}`}>{value}</span> });

function factsOf(p: Position, t: TFunction) {
  const pl = <span className={plClass(p.floating_pl)}>{signedMoney(p.floating_pl)}</span>;
  const pct = <span className={plClass(p.floating_pl)}>{signedPct(p.floating_pl_pct)}</span>;
  return [
    fact('trading.capital', 'capital', formatMoney(p.capital)),
    fact('trading.quantity', 'quantity', formatCount(p.quantity)),
    fact('trading.sellable', 'sellable', formatCount(p.sellable)),
    fact('trading.sellableFrom', 'sellable-from', formatMarketDay(p.sellable_from)),
    ...(p.reserved > 0 ? [fact('trading.inSellOrders', 'reserved', formatCount(p.reserved))] : []),
    fact('trading.buyPrice', 'buy-price', formatDecimal(p.buy_price)),
    fact('trading.price', 'price', formatDecimal(p.price)),
    fact('trading.buyValue', 'buy-value', formatMoney(p.buy_value)),
    fact('trading.fees', 'fees', formatMoney(p.buy_fee)),
    fact('trading.buyTime', 'buy-time', formatLocalTime(p.buy_time)),
    fact('trading.marketValue', 'market-value', formatMoney(p.market_value)),
    fact('trading.profitLoss', 'floating-pl', pl),
    fact('trading.profitRatio', 'floating-pl-pct', pct),
    fact('trading.leverage', 'leverage', t('trading.leverageX', { n: p.leverage })),
    ...(p.leverage > 1
      ? [
          fact('trading.borrowed', 'borrowed', formatMoney(p.borrowed)),
          fact('trading.interest', 'interest', formatMoney(p.interest)),
          fact('trading.margin', 'margin', p.margin_pct === null ? '–' : `${formatPercent(p.margin_pct)}${p.margin_call ? ` · ${t('trading.marginCall')}` : ''}`),
        ]
      : []),
    fact('trading.source', 'source', t(`trading.sourceKind.${p.source}`)),
  ];
}

/** /shares/holdDetail?id= — one position with every spec field, live, and the close form. */
export function HoldDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const query = usePosition(id);
  const tick = useLiveQuote(query.data?.code);
  const position = query.data ? revalue(query.data, tick?.price) : undefined;

  if (!id || query.isError) {
    return (
      <div className="page">
        <PageHeader />
        <EmptyState />
      </div>
    );
  }
  if (!position) {
    return (
      <div className="page">
        <PageHeader />
        <PageLoading inline />
      </div>
    );
  }
  return (
    <div className="page" data-testid="hold-detail" data-code={position.code}>
      <PageHeader
        titleText={
          <span className="detail-title">
            <StockName item={position} /> <small>{position.code}</small>
          </span>
        }
        right={<SimulatedBadge testId="hold-detail-simulated" />}
      />
      <Section>
        <div className="pl-hero">
          <span>{t('trading.floatingPl')}</span>
          <strong className={plClass(position.floating_pl)} data-testid="hold-detail-hero-pl">
            {signedMoney(position.floating_pl)}
          </strong>
          <small className={plClass(position.floating_pl)}>{signedPct(position.floating_pl_pct)}</small>
        </div>
      </Section>
      <FactList facts={factsOf(position, t)} />
      <CloseForm
        position={position}
        onClosed={(_order, whole) => {
          if (whole) void navigate('/historyPosition', { replace: true });
          else void query.refetch();
        }}
      />
    </div>
  );
}
