import type { MoneyMarketHistoryItem } from '@meridian/contract/money-market';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatLocalTime, formatMarketDay } from '../../../lib/date.ts';
import { formatDecimal, formatMoney, fromCents } from '../../../lib/money.ts';

const DONE = new Set(['confirmed', 'paid', 'credited']);

/** What the row's day means: when it was (or will be) confirmed, paid, or which day the income is for. */
function dayKey(item: MoneyMarketHistoryItem): string {
  if (item.type === 'income') return 'moneyMarket.incomeFor';
  if (item.type === 'purchase') return item.state === 'pending' ? 'moneyMarket.confirmOn' : 'moneyMarket.confirmedOn';
  return item.state === 'pending' ? 'moneyMarket.payOn' : 'moneyMarket.paidOn';
}

export function HistoryRow({ item }: { item: MoneyMarketHistoryItem }) {
  const { t } = useTranslation();
  const sign = item.type === 'redemption' ? '-' : '+';
  const title = item.type === 'redemption' ? t(item.mode === 'instant' ? 'moneyMarket.redeemInstant' : 'moneyMarket.redeemNormal') : t(`moneyMarket.row.${item.type}`);
  return (
    <div className="mm-row" data-testid="money-history-row" data-type={item.type} data-state={item.state}>
      <div className="mm-row-main">
        <strong>{title}</strong>
        <span className={`mm-row-amount ${item.type === 'income' ? 'tone-up' : ''}`} data-testid="money-history-amount">
          {sign}
          {formatMoney(item.amount)}
        </span>
      </div>
      <div className="mm-row-sub">
        <span>{t(dayKey(item), { day: formatMarketDay(item.day) })}</span>
        <Tag color={DONE.has(item.state) ? 'success' : 'warning'} fill="outline" data-testid="money-history-state">
          {t(`moneyMarket.state.${item.state}`)}
        </Tag>
      </div>
      <div className="mm-row-sub">
        <span>{item.rate_bp !== null ? t('moneyMarket.rateOfDay', { rate: formatDecimal(fromCents(item.rate_bp)) }) : ''}</span>
        <span>{formatLocalTime(item.created_at)}</span>
      </div>
    </div>
  );
}
