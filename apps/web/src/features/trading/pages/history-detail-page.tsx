import type { ClosedPosition } from '@meridian/contract/trading';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Section } from '../../../components/section.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { formatCount, formatDecimal, formatMoney } from '../../../lib/money.ts';
import { useHistoryItem } from '../api/get-history.ts';
import { plClass, signedMoney, signedPct } from '../pl.ts';
import '../trading.css';
import { StockName } from '../../../components/stock-name.tsx';
import { positiveId } from '../../../lib/ids.ts';

const fact = (label: string, testKey: string, value: ReactNode) => ({ label, value: <span data-testid={`history-detail-${testKey}`}>{value}</span> });

function factsOf(c: ClosedPosition, t: TFunction) {
  return [
    fact('trading.sellType', 'sell-type', t(`trading.reason.${c.reason}`)),
    fact('trading.sellPrice', 'sell-price', formatDecimal(c.sell_price)),
    fact('trading.sellTime', 'sell-time', formatLocalTime(c.sell_time)),
    fact('trading.sellQuantity', 'sell-quantity', formatCount(c.quantity)),
    fact('trading.sellValue', 'sell-value', formatMoney(c.sell_value)),
    fact('trading.stampDuty', 'stamp-duty', formatMoney(c.stamp_duty)),
    fact('trading.transactionFee', 'transaction-fee', formatMoney(c.transaction_fee)),
    fact('trading.closingFee', 'closing-fee', formatMoney(c.closing_fee)),
    fact('trading.buyPrice', 'buy-price', formatDecimal(c.buy_price)),
    fact('trading.buyValue', 'buy-value', formatMoney(c.buy_value)),
    fact('trading.buyTime', 'buy-time', formatLocalTime(c.buy_time)),
    fact('trading.buyFee', 'buy-fee', formatMoney(c.buy_fee)),
    ...(c.leverage > 1 ? [fact('trading.leverage', 'leverage', `${c.leverage}×`), fact('trading.interest', 'interest', formatMoney(c.interest))] : []),
    fact('trading.realisedPl', 'realised-pl', <span className={plClass(c.realised_pl)}>{signedMoney(c.realised_pl)}</span>),
    fact('trading.profitRatio', 'realised-pl-pct', <span className={plClass(c.realised_pl)}>{signedPct(c.realised_pl_pct)}</span>),
  ];
}

/** /historyDetail?id= — one closed position: how, when and at what it was sold, every fee, the realised P&L. */
export function HistoryDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const query = useHistoryItem(id);
  const item = query.data;

  if (!id || query.isError) {
    return (
      <div className="page">
        <PageHeader />
        <EmptyState />
      </div>
    );
  }
  if (!item) {
    return (
      <div className="page">
        <PageHeader />
        <PageLoading inline />
      </div>
    );
  }
  return (
    <div className="page" data-testid="history-detail" data-code={item.code}>
      <PageHeader
        titleText={
          <span className="detail-title">
            <StockName item={item} /> <small>{item.code}</small>
          </span>
        }
      />
      <Section>
        <div className="pl-hero">
          <span>{t('trading.realisedPl')}</span>
          <strong className={plClass(item.realised_pl)}>{signedMoney(item.realised_pl)}</strong>
          <small className={plClass(item.realised_pl)}>{signedPct(item.realised_pl_pct)}</small>
        </div>
      </Section>
      <FactList facts={factsOf(item, t)} />
    </div>
  );
}
