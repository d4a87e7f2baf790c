import { Card, Descriptions, Table } from 'antd';
import type { IpoDraw } from '@meridian/contract/ipo';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useDraw } from './api/get-draw';

type Application = IpoDraw['applications'][number];

function Applications({ draw }: { draw: IpoDraw }) {
  const t = useT();
  const drawn = draw.seed !== null && draw.list_digest !== null;
  return (
    <Table<Application>
      data-testid="ipo-draw-table"
      rowKey="id"
      size="small"
      dataSource={draw.applications}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('ipo.draw.none') }}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      onRow={(a) => ({ 'data-testid': 'ipo-draw-row', 'data-id': a.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('ipo.draw.application'), dataIndex: 'id', align: 'right' },
        { title: t('ipo.draw.units'), dataIndex: 'units', align: 'right' },
        { title: t('ipo.draw.unitNumbers'), align: 'right', render: (_, a) => `${a.first_unit}–${a.first_unit + a.units - 1}` },
        { title: t('ipo.draw.winningUnits'), align: 'right', render: (_, a) => (drawn ? a.allocated_units : '—') },
        { title: t('ipo.allocatedShares'), align: 'right', render: (_, a) => <span data-testid="ipo-draw-row-shares">{drawn ? a.allocated_shares : '—'}</span> },
      ]}
    />
  );
}

/** The published verification data: the same answer anyone gets from /api/ipo/issues/:id/draw. */
export function DrawPanel({ issueId }: { issueId: number }) {
  const t = useT();
  const draw = useDraw(issueId);
  if (draw.error) return <ErrorMessage error={draw.error} testId="ipo-draw-error" />;
  const d = draw.data;
  if (!d) return <Card loading className="card ipo-section" />;
  return (
    <Card className="card ipo-section" title={t('ipo.draw.title')} data-testid="ipo-draw-panel">
      <p className="muted small">
        {t('ipo.draw.algorithm', { algorithm: d.algorithm, winning: d.winning_units_count ?? 'min(units, public ÷ unit)' })}{' '}
        <code>node apps/api/scripts/verify-ipo-draw.mjs {`<URL of /api/ipo/issues/${d.issue_id}/draw>`}</code>
      </p>
      <Descriptions size="small" column={1} className="form-notice">
        <Descriptions.Item label={t('ipo.draw.commitment')}>
          <span className="ipo-hash" data-testid="ipo-draw-commitment">{d.commitment ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ipo.draw.seed')}>
          <span className="ipo-hash" data-testid="ipo-draw-seed">{d.seed ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ipo.draw.digest')}>
          <span className="ipo-hash" data-testid="ipo-draw-digest">{d.list_digest ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ipo.draw.unitsWinning')}>
          <span data-testid="ipo-draw-units">
            {d.total_units} · {d.winning_units_count ?? '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('ipo.draw.drawnAt')}>{formatDateTime(d.drawn_at)}</Descriptions.Item>
      </Descriptions>
      <Applications draw={d} />
    </Card>
  );
}
