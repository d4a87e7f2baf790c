import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { HeaderLink } from '../../../components/header-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { Section } from '../../../components/section.tsx';
import { SimulatedBadge } from '../../../components/simulated-badge.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePositions } from '../api/get-positions.ts';
import { PendingListingRow } from '../components/pending-listing-row.tsx';
import { PositionRow } from '../components/position-row.tsx';
import { revalue, totalsOf } from '../live-position.ts';
import { plClass, signedMoney } from '../pl.ts';
import '../trading.css';

/** /ucenter/holding — current positions, re-valued on every tick of a held code, with the totals. */
export function HoldingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const positions = usePositions();
  const list = positions.data?.list;
  const codes = useMemo(() => (list ?? []).map((p) => p.code), [list]);
  const ticks = useLiveQuotes(codes);
  const live = useMemo(() => (list ?? []).map((p) => revalue(p, ticks.get(p.code)?.price)), [list, ticks]);
  const totals = totalsOf(live);
  const pending = positions.data?.pending ?? [];

  return (
    <div className="page">
      <PageHeader right={<HeaderLink to="/historyPosition" label={t('trading.history')} testId="holdings-history-link" />} />
      <Section title={t('trading.positions')} extra={<SimulatedBadge testId="holdings-simulated" />} testId="holdings-totals">
        <div className="totals-grid">
          <div>
            <span>{t('trading.marketValue')}</span>
            <strong data-testid="holdings-market-value">{list ? formatMoney(totals.market_value) : '–'}</strong>
          </div>
          <div>
            <span>{t('trading.floatingPl')}</span>
            <strong className={plClass(totals.floating_pl)} data-testid="holdings-floating-pl">
              {list ? signedMoney(totals.floating_pl) : '–'}
            </strong>
          </div>
          <div>
            <span>{t('trading.positionCount')}</span>
            <strong data-testid="holdings-count">{list ? list.length : '–'}</strong>
          </div>
        </div>
      </Section>
      {pending.length ? (
        <Section
          title={t('trading.pendingListing')}
          extra={<strong data-testid="holdings-pending-value">{formatMoney(positions.data?.pending_value)}</strong>}
          testId="holdings-pending"
        >
          <p className="pending-hint">{t('trading.pendingListingHint')}</p>
          {pending.map((item) => (
            <PendingListingRow key={item.application_id} item={item} />
          ))}
        </Section>
      ) : null}
      {list ? (
        <RefreshList
          items={live}
          keyOf={(p) => p.id}
          renderItem={(p) => <PositionRow position={p} onOpen={(id) => void navigate(`/shares/holdDetail?id=${id}`)} />}
          onRefresh={() => positions.refetch()}
          emptyTitle={t('trading.noPositions')}
        />
      ) : (
        <PageLoading inline reads={[positions]} />
      )}
      {list && list.length === 0 ? (
        <div className="form">
          <Button block color="primary" className="button-buy" data-testid="holdings-go-trade" onClick={() => void navigate('/trade')}>
            {t('market.buy')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
