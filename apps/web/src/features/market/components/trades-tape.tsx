import { useTranslation } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatMarketTime } from '../../../lib/date.ts';
import { useTrades } from '../api/get-trades.ts';
import { formatDecimal } from '../../../lib/money.ts';
import { price } from '../format.ts';

/** The latest trades, newest first: time, price (coloured by direction against the trade before) and size. */
export function TradesTape({ code }: { code: string }) {
  const { t } = useTranslation();
  const tape = useTrades(code).data;
  if (!tape) return <PageLoading inline />;
  if (tape.list.length === 0) return <EmptyState title={t('market.noTrades')} />;
  return (
    <table className="tape" data-testid="trades-tape">
      <thead>
        <tr>
          <th>{t('market.time')}</th>
          <th>{t('market.price')}</th>
          <th>{t('market.volumeLots')}</th>
        </tr>
      </thead>
      <tbody>
        {tape.list.map((trade, i) => (
          <tr key={`${trade.time}-${i}`} data-testid="tape-row">
            <td>{formatMarketTime(trade.time, 'time')}</td>
            <td className={`tone-${trade.side}`}>{price(trade.price)}</td>
            <td>{formatDecimal(String(trade.volume / 100))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
