import { Form, Input, Select } from 'antd';
import { NEWS_BODY_MAX, NEWS_CATEGORIES, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX, type NewsCategory } from '@meridian/contract/news';
import { useT } from '../../i18n/i18n';
import type { NewsDraft } from './news-draft';

type Props = { draft: NewsDraft; onChange: (draft: NewsDraft) => void };

const SOURCE_MAX = 100;

export function NewsFormFields({ draft, onChange }: Props) {
  const t = useT();
  const text = (name: 'title' | 'summary' | 'body_html' | 'source') => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [name]: event.target.value }),
  });

  return (
    <>
      <Form.Item label={t('news.category')}>
        <Select<NewsCategory>
          value={draft.category}
          onChange={(category) => onChange({ ...draft, category })}
          options={NEWS_CATEGORIES.map((category) => ({ value: category, label: t(`news.category.${category}`) }))}
          data-testid="news-category-select"
        />
      </Form.Item>
      <Form.Item label={t('news.title')}>
        <Input {...text('title')} maxLength={NEWS_TITLE_MAX} placeholder={t('news.titlePlaceholder')} data-testid="news-title-input" />
      </Form.Item>
      <Form.Item label={t('news.summary')}>
        <Input.TextArea {...text('summary')} rows={2} maxLength={NEWS_SUMMARY_MAX} data-testid="news-summary-input" />
      </Form.Item>
      <Form.Item label={t('news.body')} extra={t('news.bodyHint')}>
        <Input.TextArea
          {...text('body_html')}
          className="code-input"
          rows={14}
          maxLength={NEWS_BODY_MAX}
          spellCheck={false}
          placeholder="<p>…</p>"
          data-testid="news-body-input"
        />
      </Form.Item>
      <Form.Item label={t('news.source')}>
        <Input {...text('source')} maxLength={SOURCE_MAX} placeholder={t('news.sourcePlaceholder')} data-testid="news-source-input" />
      </Form.Item>
    </>
  );
}
