import { useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, type NewsCategory } from '@meridian/contract/news';
import { Button, Select } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useNewsList, type NewsStatus } from './api/get-news-list';
import { NewsEditor } from './news-editor';
import { NewsTable } from './news-table';

const PAGE_SIZE = 20;

function categoryOf(value: string | null): NewsCategory | '' {
  return NEWS_CATEGORIES.find((category) => category === value) ?? '';
}

function statusOf(value: string | null): NewsStatus | '' {
  return value === 'draft' || value === 'published' ? value : '';
}

/** `?article=new` or `?article=12`: the open editor lives in the URL, like the page and filters. */
function articleOf(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export function NewsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const status = statusOf(params.get('status'));
  const article = articleOf(params.get('article'));
  const [page, setPage] = usePageParam();
  const news = useNewsList({ page, size: PAGE_SIZE, category, status });

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.news')}</h1>
        <p className="muted">{t('news.explain')}</p>
      </header>
      {article !== null && (
        <NewsEditor
          key={article}
          articleId={article}
          onCreated={(id) => update({ article: String(id) })}
          onClose={() => update({ article: null })}
        />
      )}
      <div className="toolbar">
        <Button type="primary" onClick={() => update({ article: 'new' })} data-testid="news-new">
          {t('news.new')}
        </Button>
        <Select<string>
          aria-label={t('news.category')}
          value={category}
          onChange={(value) => update({ category: value, page: null })}
          style={{ minWidth: 200 }}
          options={[{ value: '', label: t('news.allCategories') }, ...NEWS_CATEGORIES.map((value) => ({ value, label: t(`news.category.${value}`) }))]}
          data-testid="news-filter-category"
        />
        <Select<string>
          aria-label={t('common.state')}
          value={status}
          onChange={(value) => update({ status: value, page: null })}
          style={{ minWidth: 200 }}
          options={[
            { value: '', label: t('news.allStates') },
            { value: 'draft', label: t('news.drafts') },
            { value: 'published', label: t('news.published') },
          ]}
          data-testid="news-filter-status"
        />
      </div>
      <ErrorMessage error={news.error} testId="news-list-error" />
      <NewsTable
        articles={news.data?.list ?? []}
        loading={news.isFetching}
        page={page}
        pageSize={PAGE_SIZE}
        total={news.data?.total ?? 0}
        onPage={setPage}
        selectedId={typeof article === 'number' ? article : null}
        onOpen={(item) => {
          update({ article: String(item.id) });
          window.scrollTo({ top: 0 });
        }}
      />
    </section>
  );
}
