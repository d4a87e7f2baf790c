import { useState, type FormEvent } from 'react';
import type { AdminNewsItem } from '@meridian/contract/news';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useCreateNews } from './api/create-news';
import { useEditNews } from './api/edit-news';
import { useNewsArticle } from './api/get-news-article';
import { usePublishNews } from './api/publish-news';
import { useUnpublishNews } from './api/unpublish-news';
import { changesOf, draftOf, EMPTY_DRAFT, trimmed } from './news-draft';
import { NewsFormFields } from './news-form-fields';
import { NewsPreview } from './news-preview';

type EditorProps = { article: AdminNewsItem | null; onCreated: (id: number) => void; onClose: () => void };

function StatusLine({ article }: { article: AdminNewsItem | null }) {
  if (article === null) return <p className="muted">New article, not saved yet.</p>;
  return (
    <p className="muted" data-testid="news-editor-status" data-status={article.status}>
      #{article.id} ·{' '}
      <span className={article.status === 'published' ? 'badge badge-ok' : 'badge badge-muted'}>{article.status}</span>
      {article.is_sample && <span className="badge badge-warn">sample</span>} · saved {formatDateTime(article.updated_at)}
      {article.published_at && ` · first published ${formatDateTime(article.published_at)}`}
    </p>
  );
}

/** The form for one article; the page mounts a fresh one per article (keyed by its id). */
function NewsEditorForm({ article, onCreated, onClose }: EditorProps) {
  const [draft, setDraft] = useState(() => draftOf(article));
  const create = useCreateNews();
  const edit = useEditNews();
  const publish = usePublishNews();
  const unpublish = useUnpublishNews();
  const mutations = [create, edit, publish, unpublish];
  const pending = mutations.some((mutation) => mutation.isPending);
  const error = mutations.find((mutation) => mutation.isError)?.error ?? null;

  const changes = article === null ? null : changesOf(draft, article);
  const dirty = changes === null ? JSON.stringify(trimmed(draft)) !== JSON.stringify(EMPTY_DRAFT) : Object.keys(changes).length > 0;

  const run = (start: () => void) => {
    for (const mutation of mutations) mutation.reset();
    start();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (article === null) {
      run(() => create.mutate({ ...trimmed(draft), publish: false }, { onSuccess: (saved) => onCreated(saved.id) }));
    } else if (changes !== null && dirty) {
      // The textarea then shows what the server kept of the HTML, not what was typed.
      run(() => edit.mutate({ id: article.id, body: changes }, { onSuccess: (saved) => setDraft(draftOf(saved)) }));
    }
  };

  return (
    <form className="card news-editor" onSubmit={save} aria-labelledby="news-editor-title" data-testid="news-editor">
      <div className="news-editor-head">
        <div>
          <h2 id="news-editor-title">{article === null ? 'New article' : 'Edit article'}</h2>
          <StatusLine article={article} />
        </div>
        <button type="button" onClick={onClose} data-testid="news-close">
          Close
        </button>
      </div>
      <div className="news-editor-body">
        <div className="stack">
          <NewsFormFields draft={draft} onChange={setDraft} />
        </div>
        <NewsPreview html={article?.body_html ?? null} stale={article !== null && changes?.body_html !== undefined} />
      </div>
      {article?.status === 'published' && (
        <p className="muted">This article is published: saved changes reach readers at once.</p>
      )}
      <ErrorMessage error={error} testId="news-error" />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={pending || !dirty} data-testid="news-save">
          {create.isPending || edit.isPending ? 'Saving…' : article === null ? 'Save draft' : 'Save changes'}
        </button>
        {article?.status === 'draft' && (
          <button
            type="button"
            onClick={() => run(() => publish.mutate(article.id))}
            disabled={pending || dirty}
            title={dirty ? 'Save your changes first' : 'Show this article in the app'}
            data-testid="news-publish"
          >
            {publish.isPending ? 'Publishing…' : 'Publish'}
          </button>
        )}
        {article?.status === 'published' && (
          <button
            type="button"
            className="danger"
            onClick={() => run(() => unpublish.mutate(article.id))}
            disabled={pending}
            title="Take it out of the app; it goes back to draft"
            data-testid="news-unpublish"
          >
            {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
          </button>
        )}
        {dirty && <span className="muted">Unsaved changes</span>}
      </div>
    </form>
  );
}

function SavedNewsEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const article = useNewsArticle(id);
  if (article.isPending) return <div className="card">Loading article…</div>;
  if (article.isError) {
    return (
      <div className="card">
        <ErrorMessage error={article.error} testId="news-error" />
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }
  return <NewsEditorForm article={article.data} onCreated={() => undefined} onClose={onClose} />;
}

type Props = { articleId: number | 'new'; onCreated: (id: number) => void; onClose: () => void };

export function NewsEditor({ articleId, onCreated, onClose }: Props) {
  if (articleId === 'new') return <NewsEditorForm article={null} onCreated={onCreated} onClose={onClose} />;
  return <SavedNewsEditor id={articleId} onClose={onClose} />;
}
