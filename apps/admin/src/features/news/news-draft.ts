import type { AdminNewsItem, NewsCategory } from '@meridian/contract/news';
import type { EditNewsBody } from './api/edit-news';

export type NewsDraft = { category: NewsCategory; title: string; summary: string; body_html: string; source: string };

export const DRAFT_FIELDS = ['category', 'title', 'summary', 'body_html', 'source'] as const;

export const EMPTY_DRAFT: NewsDraft = { category: 'market', title: '', summary: '', body_html: '', source: '' };

export function draftOf(article: AdminNewsItem | null): NewsDraft {
  if (article === null) return EMPTY_DRAFT;
  const { category, title, summary, body_html, source } = article;
  return { category, title, summary, body_html, source };
}

/** The draft as the server will read it: it trims every text field. */
export function trimmed(draft: NewsDraft): NewsDraft {
  return {
    category: draft.category,
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    body_html: draft.body_html.trim(),
    source: draft.source.trim(),
  };
}

/**
 * Only the fields that differ from the saved article, so that the audit log names what was
 * really changed. Empty when there is nothing to save.
 */
export function changesOf(draft: NewsDraft, article: AdminNewsItem): EditNewsBody {
  const next = trimmed(draft);
  const changes: EditNewsBody = {};
  for (const field of DRAFT_FIELDS) {
    if (next[field] !== article[field]) Object.assign(changes, { [field]: next[field] });
  }
  return changes;
}
