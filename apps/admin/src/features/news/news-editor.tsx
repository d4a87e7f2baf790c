import { useState } from 'react';
import { Button, Card, Form, Tag } from 'antd';
import type { AdminNewsItem } from '@meridian/contract/news';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
  if (article === null) return <p className="muted">{t('news.unsavedNew')}</p>;
  return (
    <p className="muted" data-testid="news-editor-status" data-status={article.status}>
      #{article.id} · <Tag color={article.status === 'published' ? 'green' : 'default'}>{t(`news.status.${article.status}`)}</Tag>
      {article.is_sample && <Tag color="gold">{t('news.sample')}</Tag>} · {t('news.savedAt', { at: formatDateTime(article.updated_at) })}
      {article.published_at && ` · ${t('news.firstPublished')} ${formatDateTime(article.published_at)}`}
    </p>
  );
}

/** The form for one article; the page mounts a fresh one per article (keyed by its id). */
function NewsEditorForm({ article, onCreated, onClose }: EditorProps) {
  const t = useT();
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

  const save = () => {
    if (article === null) {
      run(() => create.mutate({ ...trimmed(draft), publish: false }, { onSuccess: (saved) => onCreated(saved.id) }));
    } else if (changes !== null && dirty) {
      // The textarea then shows what the server kept of the HTML, not what was typed.
      run(() => edit.mutate({ id: article.id, body: changes }, { onSuccess: (saved) => setDraft(draftOf(saved)) }));
    }
  };

  return (
    <Card className="card news-editor">
      <Form layout="vertical" onFinish={save} data-testid="news-editor">
        <div className="news-editor-head">
          <div>
            <h2>{article === null ? t('news.new') : t('news.editTitle')}</h2>
            <StatusLine article={article} />
          </div>
          <Button onClick={onClose} data-testid="news-close">
            {t('common.close')}
          </Button>
        </div>
        <div className="news-editor-body">
          <div className="stack">
            <NewsFormFields draft={draft} onChange={setDraft} />
          </div>
          <NewsPreview html={article?.body_html ?? null} stale={article !== null && changes?.body_html !== undefined} />
        </div>
        {article?.status === 'published' && <p className="muted">{t('news.publishedNote')}</p>}
        <ErrorMessage error={error} testId="news-error" />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" disabled={pending || !dirty} loading={create.isPending || edit.isPending} data-testid="news-save">
            {article === null ? t('news.saveDraft') : t('ipo.form.save')}
          </Button>
          {article?.status === 'draft' && (
            <Button
              onClick={() => run(() => publish.mutate(article.id))}
              disabled={pending || dirty}
              loading={publish.isPending}
              title={dirty ? t('news.saveFirst') : t('news.publishHint')}
              data-testid="news-publish"
            >
              {t('news.publish')}
            </Button>
          )}
          {article?.status === 'published' && (
            <Button danger onClick={() => run(() => unpublish.mutate(article.id))} disabled={pending} loading={unpublish.isPending} title={t('news.unpublishHint')} data-testid="news-unpublish">
              {t('news.unpublish')}
            </Button>
          )}
          {dirty && <span className="muted">{t('news.unsaved')}</span>}
        </div>
      </Form>
    </Card>
  );
}

function SavedNewsEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const article = useNewsArticle(id);
  if (article.isPending) return <Card className="card" loading />;
  if (article.isError) {
    return (
      <Card className="card">
        <ErrorMessage error={article.error} testId="news-error" />
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Card>
    );
  }
  return <NewsEditorForm article={article.data} onCreated={() => undefined} onClose={onClose} />;
}

type Props = { articleId: number | 'new'; onCreated: (id: number) => void; onClose: () => void };

export function NewsEditor({ articleId, onCreated, onClose }: Props) {
  if (articleId === 'new') return <NewsEditorForm article={null} onCreated={onCreated} onClose={onClose} />;
  return <SavedNewsEditor id={articleId} onClose={onClose} />;
}
