import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type NewsCategory,
} from '@meridian/contract/news';
import { CATEGORY_LABEL } from './news-labels';
import type { NewsDraft } from './news-draft';

type Props = { draft: NewsDraft; onChange: (draft: NewsDraft) => void };

const SOURCE_MAX = 100;

function isCategory(value: string): value is NewsCategory {
  return NEWS_CATEGORIES.some((category) => category === value);
}

export function NewsFormFields({ draft, onChange }: Props) {
  const text = (name: 'title' | 'summary' | 'body_html' | 'source') => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
  });

  return (
    <>
      <label className="field">
        <span>Category</span>
        <select
          name="category"
          value={draft.category}
          onChange={(event) => {
            if (isCategory(event.target.value)) onChange({ ...draft, category: event.target.value });
          }}
          data-testid="news-category-select"
        >
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABEL[category]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Title</span>
        <input
          {...text('title')}
          required
          maxLength={NEWS_TITLE_MAX}
          placeholder="Headline as readers will see it"
          data-testid="news-title-input"
        />
      </label>
      <label className="field">
        <span>Summary (optional)</span>
        <textarea {...text('summary')} rows={2} maxLength={NEWS_SUMMARY_MAX} data-testid="news-summary-input" />
      </label>
      <label className="field">
        <span>Body (HTML)</span>
        <textarea
          {...text('body_html')}
          className="code-input"
          rows={14}
          required
          maxLength={NEWS_BODY_MAX}
          spellCheck={false}
          placeholder="<p>First paragraph…</p>"
          data-testid="news-body-input"
        />
        <small className="muted">
          Kept: p, h2–h4, ul/ol/li, strong, em, blockquote, links to http(s) pages and https images. Everything
          else, scripts and attributes included, is removed by the server when you save.
        </small>
      </label>
      <label className="field">
        <span>Source (optional)</span>
        <input {...text('source')} maxLength={SOURCE_MAX} placeholder="e.g. Exchange announcement" data-testid="news-source-input" />
      </label>
    </>
  );
}
