import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useStockNews } from '../api/get-stock-news.ts';

/** The stock's own news: title, summary and time; an article opens in the news reader. */
export function StockNews({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const news = useStockNews(code).data;
  if (!news) return <PageLoading inline />;
  if (news.list.length === 0) return <EmptyState title={t('market.noStockNews')} />;
  return (
    <ul className="stock-news" data-testid="stock-news">
      {news.list.map((item) => (
        <li key={item.id}>
          <button type="button" className="stock-news-item" data-testid="stock-news-item" onClick={() => void navigate(`/stockInfo/${item.id}`)}>
            <strong>
              {item.is_sample ? (
                <Tag color="primary" fill="outline" className="stock-news-sample">
                  {t('news.sample')}
                </Tag>
              ) : null}
              {item.title}
            </strong>
            {item.summary ? <span>{item.summary}</span> : null}
            <small>{formatLocalTime(item.published_at, 'dateTime')}</small>
          </button>
        </li>
      ))}
    </ul>
  );
}
