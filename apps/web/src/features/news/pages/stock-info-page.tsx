import type { NewsCategory } from '@meridian/contract/news';
import { Tabs } from '../../../components/tabs.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate, useParams } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useNewsInfinite } from '../api/get-news.ts';
import { NewsArticle } from '../components/news-article.tsx';
import { NewsItem } from '../components/news-item.tsx';
import { NEWS_CATEGORIES } from '@meridian/contract/news-rules';

function isCategory(value: string | undefined): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly (string | undefined)[]).includes(value);
}

const isArticleId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

function NewsList({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNewsInfinite(category);
  if (query.isPending) return <PageLoading inline />;
  return (
    <RefreshList
      items={query.data?.pages.flatMap((p) => p.list) ?? []}
      keyOf={(item) => item.id}
      renderItem={(item) => <NewsItem item={item} onOpen={(id) => void navigate(`/stockInfo/${id}`)} />}
      onRefresh={() => query.refetch()}
      loadMore={async () => {
        await query.fetchNextPage();
      }}
      hasMore={query.hasNextPage}
      emptyTitle={t('common.noData')}
    />
  );
}

/**
 * /stockInfo/:title? — the news. `:title` carries an article id (/stockInfo/12 opens that
 * article) or a category name (/stockInfo/company opens that tab); without it, the first tab.
 */
export function StockInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title } = useParams();

  if (isArticleId(title)) {
    return (
      <div className="page">
        <PageHeader title="news.article" />
        <NewsArticle id={Number(title)} />
      </div>
    );
  }

  const category: NewsCategory = isCategory(title) ? title : 'domestic';
  return (
    <div className="page">
      <PageHeader />
      <Tabs activeKey={category} onChange={(key) => isCategory(key) && void navigate(`/stockInfo/${key}`, { replace: true })}>
        {NEWS_CATEGORIES.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`news-tab-${key}`}>{t(`news.${key}`)}</span>} />
        ))}
      </Tabs>
      <p className="notice" data-testid="news-disclaimer">
        {t('news.disclaimer')}
      </p>
      <NewsList key={category} category={category} />
    </div>
  );
}
