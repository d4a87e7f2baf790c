import { Button, Table, Tag } from 'antd';
import type { AdminNewsItem } from '@meridian/contract/news';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';

type Props = {
  articles: AdminNewsItem[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  selectedId: number | null;
  onOpen: (article: AdminNewsItem) => void;
};

export function NewsTable({ articles, loading, page, pageSize, total, onPage, selectedId, onOpen }: Props) {
  const t = useT();
  return (
    <Table<AdminNewsItem>
      data-testid="news-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={articles}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('news.none') }}
      rowClassName={(a) => (a.id === selectedId ? 'ant-table-row-selected' : '')}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(a) => ({ 'data-testid': 'news-row', 'data-id': a.id, 'data-status': a.status, 'aria-selected': a.id === selectedId }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('news.category'), render: (_, a) => <span className="nowrap">{t(`news.category.${a.category}`)}</span> },
        {
          title: t('news.title'),
          width: 420,
          render: (_, a) => (
            <>
              <div className="strong">{a.title}</div>
              {a.summary && <div className="muted small clamp">{a.summary}</div>}
            </>
          ),
        },
        {
          title: t('common.state'),
          render: (_, a) => (
            <>
              <Tag color={a.status === 'published' ? 'green' : 'default'} data-testid="news-status">
                {t(`news.status.${a.status}`)}
              </Tag>
              {a.is_sample && (
                <Tag color="gold" title={t('news.sampleHint')}>
                  {t('news.sample')}
                </Tag>
              )}
            </>
          ),
        },
        { title: t('news.updated'), responsive: ['lg'], render: (_, a) => <span className="nowrap">{formatDateTime(a.updated_at)}</span> },
        { title: t('news.firstPublished'), responsive: ['md'], render: (_, a) => <span className="nowrap">{formatDateTime(a.published_at)}</span> },
        {
          title: '',
          fixed: 'right',
          render: (_, a) => (
            <Button size="small" onClick={() => onOpen(a)} data-testid="news-edit">
              {t('ipo.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
