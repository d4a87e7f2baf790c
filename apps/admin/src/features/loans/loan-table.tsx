import { Button, Table, Tag, Typography } from 'antd';
import type { LoanState } from '@meridian/contract/loans';
import { formatDateTime, formatMoney } from '../../lib/format';
import { DecidedBy } from '../../components/table-cells';
import { useT } from '../../i18n/i18n';
import type { AdminLoan } from './api/get-loans';

type Props = {
  loans: AdminLoan[];
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onApprove: (loan: AdminLoan) => void;
  onReject: (loan: AdminLoan) => void;
};

const STATE_COLOR: Record<LoanState, string> = { pending: 'gold', approved: 'green', rejected: 'red', repaid: 'default' };

/** Figures only exist once money was lent; before that, dashes rather than zeros that look like facts. */
const lent = (loan: AdminLoan) => loan.state === 'approved' || loan.state === 'repaid';

export function LoanTable({ loans, loading, emptyText, page, pageSize, total, onPage, onApprove, onReject }: Props) {
  const t = useT();
  return (
    <Table<AdminLoan>
      data-testid="loans-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={loans}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(l) => ({ 'data-testid': 'loan-row', 'data-username': l.username, 'data-id': l.id, 'data-state': l.state }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['xl'] },
        {
          title: t('common.user'),
          render: (_, l) => (
            <>
              <div className="strong">{l.username}</div>
              <Typography.Text type="secondary" className="small">
                #{l.user_id}
              </Typography.Text>
            </>
          ),
        },
        { title: t('ledger.amount'), align: 'right', render: (_, l) => <span data-testid="loan-amount">{formatMoney(l.amount)}</span> },
        { title: t('loans.term'), align: 'right', render: (_, l) => t('bt.days', { n: l.term_days }) },
        { title: t('loans.rate'), align: 'right', responsive: ['lg'], render: (_, l) => `${l.annual_rate} %` },
        { title: t('loans.applied'), responsive: ['xl'], render: (_, l) => <span className="nowrap">{formatDateTime(l.applied_at)}</span> },
        { title: t('loans.lentDue'), responsive: ['lg'], render: (_, l) => <span className="nowrap">{lent(l) ? `${l.start_date ?? '—'} → ${l.due_date ?? '—'}` : '—'}</span> },
        {
          title: t('loans.outstanding'),
          align: 'right',
          render: (_, l) => (
            <span data-testid="loan-outstanding">
              {lent(l) ? l.outstanding : '—'}
              {lent(l) && <div className="muted small">{t('loans.principal', { amount: formatMoney(l.principal_outstanding) })}</div>}
            </span>
          ),
        },
        {
          title: t('loans.accrued'),
          align: 'right',
          responsive: ['md'],
          render: (_, l) => (
            <span data-testid="loan-accrued">
              {lent(l) ? l.interest_accrued : '—'}
              {lent(l) && (
                <div className="muted small">
                  {t('loans.interestPaid', { amount: formatMoney(l.interest_paid) })}
                  {l.accrued_through ? ` · ${l.accrued_through}` : ''}
                </div>
              )}
            </span>
          ),
        },
        {
          title: t('common.state'),
          width: 200,
          render: (_, l) => (
            <>
              <Tag color={STATE_COLOR[l.state]} data-testid="loan-state">
                {t(`loans.state.${l.state}`)}
              </Tag>
              {l.overdue && <Tag color="red">{t('loans.overdue')}</Tag>}
              <DecidedBy at={l.decided_at} by={l.decided_by} />
              {l.reject_reason && <div className="small">“{l.reject_reason}”</div>}
            </>
          ),
        },
        {
          title: '',
          fixed: 'right',
          render: (_, l) =>
            l.state === 'pending' && (
              <span className="actions nowrap">
                <Button type="primary" size="small" onClick={() => onApprove(l)} data-testid="loan-approve">
                  {t('loans.approve')}
                </Button>{' '}
                <Button danger size="small" onClick={() => onReject(l)} data-testid="loan-reject">
                  {t('common.reject')}
                </Button>
              </span>
            ),
        },
      ]}
    />
  );
}
