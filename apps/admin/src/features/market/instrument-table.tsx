import { Button, Table, Tag } from 'antd';
import type { AdminInstrument } from '@meridian/contract/market';
import { formatDateTime, formatPct } from '../../lib/format';
import { useT } from '../../i18n/i18n';

type Props = {
  instruments: AdminInstrument[];
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  resumingCode: string | null;
  onHalt: (instrument: AdminInstrument) => void;
  onResume: (instrument: AdminInstrument) => void;
};

export function InstrumentTable({ instruments, loading, emptyText, page, pageSize, total, onPage, resumingCode, onHalt, onResume }: Props) {
  const t = useT();
  return (
    <Table<AdminInstrument>
      data-testid="instruments-table"
      rowKey="code"
      size="small"
      loading={loading}
      dataSource={instruments}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(i) => ({ 'data-testid': 'instrument-row', 'data-code': i.code, 'data-halted': i.halted }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('instruments.code'), render: (_, i) => <code>{i.code}</code> },
        {
          title: t('identity.name'),
          render: (_, i) => (
            <>
              <div>{i.name}</div>
              {i.name_en !== i.name && <div className="muted small">{i.name_en}</div>}
            </>
          ),
        },
        { title: t('ipo.exchange'), dataIndex: 'exchange', responsive: ['md'] },
        { title: t('instruments.board'), responsive: ['lg'], render: (_, i) => t(`instruments.board.${i.board}`) },
        { title: t('instruments.industry'), responsive: ['xl'], render: (_, i) => i.industry || '—' },
        { title: t('bt.instrument.price'), align: 'right', render: (_, i) => <span data-testid="instrument-price">{i.price}</span> },
        { title: t('instruments.change'), align: 'right', render: (_, i) => formatPct(i.change_pct) },
        {
          title: t('instruments.trading'),
          width: 240,
          render: (_, i) =>
            i.halted ? (
              <div className="halt-state">
                <Tag color="gold" data-testid="instrument-halted">
                  {t('instruments.halted')}
                </Tag>
                <div data-testid="instrument-halt-reason">{i.halt_reason ?? '—'}</div>
                <div className="muted small">{t('instruments.since', { at: formatDateTime(i.halted_at) })}</div>
              </div>
            ) : (
              <Tag color="green">{t('instruments.tradingState')}</Tag>
            ),
        },
        {
          title: '',
          fixed: 'right',
          // The server refuses to halt an index (it is computed from its members, nobody trades it).
          render: (_, i) =>
            i.kind === 'stock' &&
            (i.halted ? (
              <Button size="small" onClick={() => onResume(i)} loading={resumingCode === i.code} data-testid="instrument-resume">
                {t('instruments.resume')}
              </Button>
            ) : (
              <Button size="small" danger onClick={() => onHalt(i)} data-testid="instrument-halt">
                {t('instruments.halt')}
              </Button>
            )),
        },
      ]}
    />
  );
}
