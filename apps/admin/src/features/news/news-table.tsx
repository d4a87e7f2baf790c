import type { AdminNewsItem } from '@meridian/contract/news';
import { formatDateTime } from '../../lib/format';
import { CATEGORY_LABEL } from './news-labels';

type Props = {
  articles: AdminNewsItem[];
  loading: boolean;
  busy: boolean;
  selectedId: number | null;
  onOpen: (article: AdminNewsItem) => void;
};

function NewsRow({ article, selected, onOpen }: { article: AdminNewsItem; selected: boolean; onOpen: () => void }) {
  return (
    <tr
      data-testid="news-row"
      data-id={article.id}
      data-status={article.status}
      className={selected ? 'selected' : undefined}
      aria-selected={selected}
    >
      <td className="nowrap">{CATEGORY_LABEL[article.category]}</td>
      <td>
        <div className="strong">{article.title}</div>
        {article.summary && <div className="muted small clamp">{article.summary}</div>}
      </td>
      <td>
        <span
          className={article.status === 'published' ? 'badge badge-ok' : 'badge badge-muted'}
          data-testid="news-status"
        >
          {article.status}
        </span>
        {article.is_sample && (
          <span className="badge badge-warn" title="Demo content written for this project, not real news">
            sample
          </span>
        )}
      </td>
      <td className="nowrap">{formatDateTime(article.updated_at)}</td>
      <td className="nowrap">{formatDateTime(article.published_at)}</td>
      <td className="actions">
        <button type="button" onClick={onOpen} data-testid="news-edit">
          Edit
        </button>
      </td>
    </tr>
  );
}

export function NewsTable({ articles, loading, busy, selectedId, onOpen }: Props) {
  return (
    <table className="table" data-testid="news-table" aria-busy={busy}>
      <thead>
        <tr>
          <th>Category</th>
          <th>Title</th>
          <th>State</th>
          <th>Updated</th>
          <th>First published</th>
          <th aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {articles.map((article) => (
          <NewsRow
            key={article.id}
            article={article}
            selected={article.id === selectedId}
            onOpen={() => onOpen(article)}
          />
        ))}
        {!loading && articles.length === 0 && (
          <tr>
            <td colSpan={6} className="empty">
              No articles.
            </td>
          </tr>
        )}
        {loading && (
          <tr>
            <td colSpan={6} className="empty">
              Loading…
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
