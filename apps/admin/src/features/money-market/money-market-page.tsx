import { useState } from 'react';
import { usePageParam } from '../../lib/use-page-param';
import { FlowsTable } from './flows-table';
import { HoldingsTable } from './holdings-table';
import { YieldSetting } from './yield-setting';

/** The money-market balance product: its rate (the only operator setting) and read-only holdings and flows. */
export function MoneyMarketPage() {
  const [page, setPage] = usePageParam();
  const [userId, setUserId] = useState<number | undefined>(undefined);
  return (
    <section>
      <header className="page-header">
        <h1>Money market</h1>
        <p className="muted">
          Users buy in from their cash before the daily cut-off and are confirmed on the next trading day (T+1); every calendar
          day earns balance × rate / 365, rounded half-up to the cent and credited the next day by the daily job. Operators set
          the rate only; balances and flows here are read-only and come from the ledger.
        </p>
      </header>
      <YieldSetting />
      <HoldingsTable page={page} onPage={setPage} onUser={setUserId} />
      <FlowsTable userId={userId} onClearUser={() => setUserId(undefined)} />
    </section>
  );
}
