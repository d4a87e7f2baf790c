import { List } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatCount, formatMoney } from '../../../lib/money.ts';
import { useQuota } from '../api/get-open.ts';

/** My quota per exchange, as the server computes it from the market value I hold there. */
export function QuotaCard() {
  const { t } = useTranslation();
  const quota = useQuota().data;
  if (!quota) return null;
  return (
    <List header={t('ipo.yourQuota')} mode="card" data-testid="ipo-quota">
      {quota.quotas.map((q) => (
        <List.Item
          key={q.exchange}
          data-testid={`ipo-quota-${q.exchange}`}
          description={t('ipo.quotaBasis', { value: formatMoney(q.market_value), held: q.held_units, base: q.base_units, unitValue: formatMoney(q.unit_value) })}
          extra={<strong data-testid={`ipo-quota-${q.exchange}-shares`}>{formatCount(q.shares)}</strong>}
        >
          {t(`ipo.exchange${q.exchange}`)}
        </List.Item>
      ))}
    </List>
  );
}
