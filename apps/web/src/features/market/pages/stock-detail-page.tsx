import { Button } from 'antd-mobile';
import { Tabs } from '../../../components/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useLiveQuote } from '../../../lib/live.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { depthQuery } from '../api/get-depth.ts';
import { quoteQuery, useQuote } from '../api/get-quote.ts';
import { ChartPanel, prefetchChart } from '../components/chart-panel.tsx';
import { CompanyProfile } from '../components/company-profile.tsx';
import { DepthBook } from '../components/depth-book.tsx';
import { StockNews } from '../components/stock-news.tsx';
import { TradesTape } from '../components/trades-tape.tsx';
import { FavouriteStar } from '../components/favourite-star.tsx';
import { QuoteHeader } from '../components/quote-header.tsx';
import { displayName } from '../../../lib/names.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { withTick } from '../live-quote.ts';
import '../detail.css';

/** The quote, its order book (the first tab) and its chart's candles, read while the screen's code loads (app/routes.tsx). */
export function prefetchStockDetail(search: URLSearchParams): Promise<unknown> | undefined {
  const code = (search.get('code') ?? '').trim();
  if (!code) return undefined;
  return Promise.all([queryClient.prefetchQuery(quoteQuery(code)), queryClient.prefetchQuery(depthQuery(code)), prefetchChart(code)]);
}

/**
 * /homedetail?code=600519: the live quote, the chart (MA5/10/20, volume, full screen), the order
 * book (simulated while the simulator runs), the trades tape, the company profile, the stock's
 * news, a price alert, the favourite star, and Buy / Sell, which open the order ticket for this
 * code (indices cannot be traded, so they get none of the stock-only parts).
 */
export function StockDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const query = useQuote(code || undefined);
  const tick = useLiveQuote(code || undefined);
  const quote = query.data ? withTick(query.data, tick) : undefined;
  const isStock = quote?.kind === 'stock';
  const [tab, setTab] = useState('depth');
  const order = (side: 'buy' | 'sell') => void navigate(`/shares/creatOrder?code=${encodeURIComponent(code)}&side=${side}`);

  return (
    <div className="page page--detail">
      <PageHeader
        titleText={
          quote ? (
            <span className="detail-title">
              <span>{displayName(quote, lang)}</span>
              <small>{quote.code}</small>
            </span>
          ) : (
            code || undefined
          )
        }
        right={isStock ? <FavouriteStar code={code} /> : null}
      />
      {!code || query.isError ? (
        <EmptyState title={t('market.unknownCode')} />
      ) : !quote ? (
        <PageLoading inline />
      ) : (
        <>
          <QuoteHeader quote={quote} />
          <ChartPanel code={code} tick={tick} />
          {isStock ? (
            <div className="detail-tools">
              <Button size="small" fill="outline" data-testid="detail-alert" onClick={() => void navigate(`/alerts?code=${encodeURIComponent(code)}`)}>
                {t('market.setAlert')}
              </Button>
            </div>
          ) : null}
          {isStock ? (
            <Tabs activeKey={tab} onChange={setTab} className="detail-tabs">
              <Tabs.Tab key="depth" title={<span data-testid="detail-tab-depth">{t('market.tabDepth')}</span>}>
                <div className="detail-tab-body">
                  <DepthBook code={code} prevClose={quote.prev_close} />
                </div>
              </Tabs.Tab>
              <Tabs.Tab key="trades" title={<span data-testid="detail-tab-trades">{t('market.tabTrades')}</span>}>
                <div className="detail-tab-body">{tab === 'trades' ? <TradesTape code={code} /> : null}</div>
              </Tabs.Tab>
              <Tabs.Tab key="profile" title={<span data-testid="detail-tab-profile">{t('market.tabProfile')}</span>}>
                <div className="detail-tab-body">
                  <CompanyProfile quote={quote} />
                </div>
              </Tabs.Tab>
              <Tabs.Tab key="news" title={<span data-testid="detail-tab-news">{t('market.tabNews')}</span>}>
                <div className="detail-tab-body">{tab === 'news' ? <StockNews code={code} /> : null}</div>
              </Tabs.Tab>
            </Tabs>
          ) : null}
          {isStock ? (
            <div className="detail-actions">
              <Button block color="primary" className="button-buy" size="large" data-testid="detail-buy" onClick={() => order('buy')}>
                {t('market.buy')}
              </Button>
              <Button block color="primary" className="button-sell" size="large" data-testid="detail-sell" onClick={() => order('sell')}>
                {t('market.sell')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
