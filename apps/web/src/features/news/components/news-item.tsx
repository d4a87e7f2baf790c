import type { NewsItem as NewsItemData } from '@meridian/contract/news';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatLocalTime } from '../../../lib/date.ts';
import '../news.css';

/** An article in a list: title, summary, source and time; sample articles say so. */
export function NewsItem({ item, onOpen }: { item: NewsItemData; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="news-item" data-testid="news-item" data-id={item.id} onClick={() => onOpen(item.id)}>
      <span className="news-title">
        {item.is_sample ? (
          <Tag color="primary" fill="outline" className="news-sample" data-testid="news-sample">
            {t('news.sample')}
          </Tag>
        ) : null}
        {item.title}
      </span>
      {item.summary ? <span className="news-summary">{item.summary}</span> : null}
      <span className="news-meta">
        {item.source ? <span>{item.source}</span> : null}
        <span>{formatLocalTime(item.published_at, 'dateTime')}</span>
      </span>
    </button>
  );
}
