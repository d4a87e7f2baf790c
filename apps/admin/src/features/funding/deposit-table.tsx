import { Button, Table, Tag } from 'antd';
import { formatDateTime, formatMoney } from '../../lib/format';
import { DecidedBy, UserCell } from '../../components/table-cells';
import { useT } from '../../i18n/i18n';
import type { AdminDeposit, DepositState } from './api/get-deposits';

type Props = {
  deposits: AdminDeposit[];
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onConfirm: (deposit: AdminDeposit) => void;
  onReject: (deposit: AdminDeposit) => void;
};

const STATE_COLOR: Record<DepositState, string> = { pending: 'gold', credited: 'green', rejected: 'red', expired: 'default' };

/** Only a bank transfer waits for an operator; an expired one may still be credited if the money did arrive. */
const decidable = (deposit: AdminDeposit) => deposit.method === 'bank_transfer' && (deposit.state === 'pending' || deposit.state === 'expired');

function Outcome({ deposit }: { deposit: AdminDeposit }) {
  const t = useT();
  return (
    <>
      <Tag color={STATE_COLOR[deposit.state]} data-testid="deposit-state" data-state={deposit.state}>
        {t(`funding.deposit.state.${deposit.state}`)}
      </Tag>
      <DecidedBy at={deposit.decided_at} by={deposit.decided_by} />
      {deposit.reason && <div className="small">{t('common.reasonShown', { reason: deposit.reason })}</div>}
      {deposit.note && <div className="small muted">{t('common.noteShown', { note: deposit.note })}</div>}
    </>
  );
}

/** Deposits of one state and method; less urgent columns give way on narrower screens. */
export function DepositTable({ deposits, loading, emptyText, page, pageSize, total, onPage, onConfirm, onReject }: Props) {
  const t = useT();
  return (
    <Table<AdminDeposit>
      data-testid="deposits-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={deposits}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(d) => ({ 'data-testid': 'deposit-row', 'data-reference': d.reference, 'data-id': d.id, 'data-state': d.state }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
        {
          title: t('funding.deposit.reference'),
          render: (_, d) => (
            <>
              <code>{d.reference}</code>
              {d.provider_payment_id && <div className="muted small">{d.provider_payment_id}</div>}
            </>
          ),
        },
        {
          title: t('common.user'),
          render: (_, d) => <UserCell user={d.user} />,
        },
        { title: t('funding.deposit.method'), responsive: ['lg'], render: (_, d) => t(`funding.deposit.filter.${d.method}`) },
        {
          title: t('funding.deposit.announced'),
          align: 'right',
          render: (_, d) => (
            <span className="nowrap" data-testid="deposit-amount">
              {formatMoney(d.amount)} {d.currency}
            </span>
          ),
        },
        { title: t('funding.deposit.credited'), align: 'right', render: (_, d) => <span data-testid="deposit-credited">{d.credited_amount === null ? '—' : formatMoney(d.credited_amount)}</span> },
        {
          title: t('funding.deposit.created'),
          responsive: ['md'],
          render: (_, d) => (
            <span className="nowrap">
              {formatDateTime(d.created_at)}
              <div className="muted small">{t('funding.deposit.expires', { at: formatDateTime(d.expires_at) })}</div>
            </span>
          ),
        },
        { title: t('common.state'), width: 200, render: (_, d) => <Outcome deposit={d} /> },
        {
          title: '',
          fixed: 'right',
          render: (_, d) =>
            decidable(d) && (
              <span className="actions nowrap">
                <Button type="primary" size="small" onClick={() => onConfirm(d)} data-testid="deposit-confirm">
                  {t('funding.deposit.confirm')}
                </Button>{' '}
                <Button danger size="small" onClick={() => onReject(d)} data-testid="deposit-reject">
                  {t('common.reject')}
                </Button>
              </span>
            ),
        },
      ]}
    />
  );
}
