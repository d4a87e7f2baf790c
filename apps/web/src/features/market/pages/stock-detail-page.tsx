import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useLiveQuote } from '../../../lib/live.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useQuote } from '../api/get-quote.ts';
import { ChartPanel } from '../components/chart-panel.tsx';
import { FavouriteStar } from '../components/favourite-star.tsx';
import { QuoteHeader } from '../components/quote-header.tsx';
import { displayName } from '../format.ts';
import { withTick } from '../live-quote.ts';
import '../detail.css';

/**
 * /homedetail?code=600519: the live quote, the chart, the favourite star, and Buy / Sell, which
 * open the order ticket for this code (indices cannot be traded, so they get no buttons).
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
            <div className="detail-actions">
              <Button block color="danger" size="large" data-testid="detail-buy" onClick={() => order('buy')}>
                {t('market.buy')}
              </Button>
              <Button block color="success" size="large" data-testid="detail-sell" onClick={() => order('sell')}>
                {t('market.sell')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
