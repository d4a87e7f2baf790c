import type { Tick } from '@meridian/contract/market';
import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePriceColours } from '../../../lib/price-colours.ts';
import { toastFail } from '../../../lib/toast.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { candlesQuery, fetchCandles, useCandles } from '../api/get-candles.ts';
import { API_PERIOD, BAR_LIMIT, CHART_PERIODS, MOVING_AVERAGES, type ChartPeriod } from '../chart-data.ts';

// Loaded on demand: lightweight-charts is the largest library of the app and only this screen draws.
const loadStockChart = () => import('./stock-chart.tsx');
const StockChart = lazy(() => loadStockChart().then((m) => ({ default: m.StockChart })));

/** The period the chart opens on. */
const FIRST_PERIOD: ChartPeriod = 'day';

/**
 * The first period's candles, read beside the quote while the screen's code loads (its first
 * reads). Silent: a failure here is met again, and reported, by the chart's own read.
 */
export function prefetchChart(code: string): Promise<void> {
  const [period, limit] = [API_PERIOD[FIRST_PERIOD], BAR_LIMIT[FIRST_PERIOD]];
  void loadStockChart().catch(() => undefined);
  return queryClient.prefetchQuery({ ...candlesQuery(code, period, limit), queryFn: () => fetchCandles(code, period, limit, { silent: true }) });
}

const LABELS: Record<ChartPeriod, string> = { intraday: 'market.intraday', day: 'market.day', week: 'market.week', month: 'market.month' };

const isPeriod = (key: string): key is ChartPeriod => (CHART_PERIODS as readonly string[]).includes(key);

/** Period tabs over the chart: intraday line, day / week / month candles (spec §9), kept live by `tick`. */
export function ChartPanel({ code, tick }: { code: string; tick: Tick | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [period, setPeriod] = useState<ChartPeriod>(FIRST_PERIOD);
  const [full, setFull] = useState(false);
  const candles = useCandles(code, API_PERIOD[period], BAR_LIMIT[period]);
  const failed = candles.isError;

  // The chart's code loads while its candles are read, not after they arrive (a screen opened from
  // within the app has had no first reads; after a reload this finds the code already asked for).
  useEffect(() => {
    void loadStockChart().catch(() => undefined);
  }, []);

  useEffect(() => {
    // Spec §8: "Error retrieving K-line data". It replaces the request client's own toast.
    if (failed) toastFail(t('market.klineError'));
  }, [failed, t]);

  const colours = usePriceColours();
  return (
    <section className={full ? 'chart-panel chart-panel--full' : 'chart-panel'} data-testid="stock-chart" data-full={full}>
      <div className="chart-head">
        <Tabs activeKey={period} onChange={(key) => isPeriod(key) && setPeriod(key)} className="chart-tabs" scroll>
          {CHART_PERIODS.map((key) => (
            <Tabs.Tab key={key} title={<span data-testid={`chart-period-${key}`}>{t(LABELS[key])}</span>} />
          ))}
        </Tabs>
        <Button size="mini" fill="none" className="chart-full-toggle" data-testid="chart-full" onClick={() => setFull((f) => !f)}>
          {t(full ? 'market.exitFullScreen' : 'market.fullScreen')}
        </Button>
      </div>
      {period === 'intraday' ? null : (
        <p className="chart-legend" data-testid="chart-legend">
          {MOVING_AVERAGES.map(({ n, color }) => (
            <span key={n} className="chart-legend-item">
              <i className="chart-legend-swatch" style={{ background: color }} aria-hidden="true" />
              MA{n}
            </span>
          ))}
        </p>
      )}
      <div className="chart-box" data-state={candles.data ? 'ready' : failed ? 'error' : 'loading'} data-period={period}>
        {candles.data ? (
          candles.data.list.length ? (
            <Suspense fallback={<PageLoading inline />}>
              <StockChart candles={candles.data.list} period={period} tick={tick} lang={lang} colours={colours} />
            </Suspense>
          ) : (
            <p className="chart-note">{t('common.noData')}</p>
          )
        ) : failed ? (
          <div className="chart-note" data-testid="chart-error">
            <p>{t('market.klineError')}</p>
            <Button size="small" onClick={() => void candles.refetch()} data-testid="chart-retry">
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <PageLoading inline />
        )}
      </div>
      <p className="chart-clock" data-testid="chart-clock">
        {t('clock.exchangeNote')}
      </p>
    </section>
  );
}
