import { useState } from 'react';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { FlowsTable } from './flows-table';
import { HoldingsTable } from './holdings-table';
import { YieldSetting } from './yield-setting';

/** The money-market balance product: its rate (the only operator setting) and read-only holdings and flows. */
export function MoneyMarketPage() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const [userId, setUserId] = useState<number | undefined>(undefined);
  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.moneyMarket')}</h1>
        <p className="muted">{t('mm.explain')}</p>
      </header>
      <YieldSetting />
      <HoldingsTable page={page} onPage={setPage} onUser={setUserId} />
      <FlowsTable userId={userId} onClearUser={() => setUserId(undefined)} />
    </section>
  );
}
