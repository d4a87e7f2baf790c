import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { useNewsArticle } from '../api/get-news-article.ts';
import '../news.css';

/**
 * One article. The body is HTML that the server sanitised when it was written (an allow-list of
 * text tags, https links and images); it is placed into its own container only, never run.
 */
export function NewsArticle({ id }: { id: number }) {
  const { t } = useTranslation();
  const article = useNewsArticle(id);
  if (article.isError) return <EmptyState />;
  if (!article.data) return <PageLoading inline />;
  const a = article.data;
  return (
    <article className="news-article" data-testid="news-article" data-id={a.id}>
      <h1 className="news-article-title" data-testid="news-article-title">
        {a.title}
      </h1>
      <div className="news-meta">
        {a.is_sample ? (
          <Tag color="primary" fill="outline" data-testid="news-sample">
            {t('news.sample')}
          </Tag>
        ) : null}
        <span>{t(`news.${a.category}`)}</span>
        {a.source ? <span>{a.source}</span> : null}
        <span>{formatLocalTime(a.published_at, 'dateTime')}</span>
      </div>
      {/* Sanitised by the server on write (news/sanitize.ts); rendered as markup, never evaluated. */}
      <div className="news-body" data-testid="news-body" dangerouslySetInnerHTML={{ __html: a.body_html }} />
      <p className="news-disclaimer" data-testid="news-disclaimer">
        {a.disclaimer || t('news.disclaimer')}
      </p>
    </article>
  );
}
