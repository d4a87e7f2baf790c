import { useSearchParams } from 'react-router';
import { NEWS_CATEGORIES, type NewsCategory } from '@meridian/contract/news';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../lib/use-page-param';
import { useNewsList, type NewsStatus } from './api/get-news-list';
import { CATEGORY_LABEL } from './news-labels';
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
        <h1>News</h1>
        <p className="muted">
          Articles for the app’s news tabs, drafts included. The server sanitises the HTML of every body it saves, and
          every change is recorded in the audit log.
        </p>
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
        <button type="button" className="primary" onClick={() => update({ article: 'new' })} data-testid="news-new">
          New article
        </button>
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => update({ category: event.target.value, page: null })}
          data-testid="news-filter-category"
        >
          <option value="">All categories</option>
          {NEWS_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_LABEL[value]}
            </option>
          ))}
        </select>
        <select
          aria-label="State"
          value={status}
          onChange={(event) => update({ status: event.target.value, page: null })}
          data-testid="news-filter-status"
        >
          <option value="">Drafts and published</option>
          <option value="draft">Drafts</option>
          <option value="published">Published</option>
        </select>
      </div>
      <ErrorMessage error={news.error} testId="news-list-error" />
      <NewsTable
        articles={news.data?.list ?? []}
        loading={news.isPending}
        busy={news.isFetching}
        selectedId={typeof article === 'number' ? article : null}
        onOpen={(item) => {
          update({ article: String(item.id) });
          window.scrollTo({ top: 0 });
        }}
      />
      {news.data && <Pagination page={news.data.page} size={news.data.size} total={news.data.total} onChange={setPage} />}
    </section>
  );
}
