import { Button, Table, Tag } from 'antd';
import { formatDateTime, formatMoney } from '../../lib/format';
import { DecidedBy, UserCell } from '../../components/table-cells';
import { useT } from '../../i18n/i18n';
import type { AdminWithdrawal, WithdrawalState } from './api/get-withdrawals';

type Props = {
  withdrawals: AdminWithdrawal[];
  loading: boolean;
  emptyText: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onApprove: (withdrawal: AdminWithdrawal) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
};

export const WITHDRAWAL_STATE_COLOR: Record<WithdrawalState, string> = { pending: 'gold', approved: 'green', rejected: 'red', cancelled: 'default' };

function Payout({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const t = useT();
  const { payout, user } = withdrawal;
  // A hint for the review only: the server already refused to bind a card in another name.
  const mismatch = user.verified_name !== null && payout.holder.trim() !== user.verified_name.trim();
  return (
    <>
      <div>
        {payout.holder} {mismatch && <Tag color="orange">{t('funding.withdrawal.nameMismatch')}</Tag>}
      </div>
      <div className="small">
        {payout.bank}
        {payout.branch ? `, ${payout.branch}` : ''}
      </div>
      <code className="small">{payout.iban}</code>
      {withdrawal.card.unbound && <div className="muted small">{t('funding.withdrawal.unbound')}</div>}
    </>
  );
}

function Outcome({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const t = useT();
  return (
    <>
      <Tag color={WITHDRAWAL_STATE_COLOR[withdrawal.state]} data-testid="withdrawal-state" data-state={withdrawal.state}>
        {t(`funding.withdrawal.state.${withdrawal.state}`)}
      </Tag>
      <DecidedBy at={withdrawal.decided_at} by={withdrawal.decided_by} />
      {withdrawal.reason_code && <div className="small">{t(`funding.withdrawal.reason.${withdrawal.reason_code}`)}</div>}
      {withdrawal.reason && <div className="small">“{withdrawal.reason}”</div>}
      {withdrawal.note && <div className="small muted">{t('common.noteShown', { note: withdrawal.note })}</div>}
    </>
  );
}

/** The withdrawals of one state; the payout column wraps so the table fits 1280 px. */
export function WithdrawalTable({ withdrawals, loading, emptyText, page, pageSize, total, onPage, onApprove, onReject }: Props) {
  const t = useT();
  return (
    <Table<AdminWithdrawal>
      data-testid="withdrawals-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={withdrawals}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(w) => ({ 'data-testid': 'withdrawal-row', 'data-username': w.user.username, 'data-id': w.id, 'data-state': w.state }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('common.id'), dataIndex: 'id', align: 'right', responsive: ['lg'] },
        {
          title: t('common.user'),
          render: (_, w) => <UserCell user={w.user} />,
        },
        {
          title: t('funding.withdrawal.amount'),
          align: 'right',
          render: (_, w) => (
            <span className="nowrap" data-testid="withdrawal-amount">
              {formatMoney(w.amount)} {w.currency}
            </span>
          ),
        },
        { title: t('funding.withdrawal.payout'), width: 260, render: (_, w) => <Payout withdrawal={w} /> },
        { title: t('funding.withdrawal.requested'), responsive: ['md'], render: (_, w) => <span className="nowrap">{formatDateTime(w.created_at)}</span> },
        { title: t('common.state'), width: 220, render: (_, w) => <Outcome withdrawal={w} /> },
        {
          title: '',
          fixed: 'right',
          render: (_, w) =>
            w.state === 'pending' && (
              <span className="actions nowrap">
                <Button type="primary" size="small" onClick={() => onApprove(w)} data-testid="withdrawal-approve">
                  {t(w.second_approval ? 'funding.withdrawal.propose' : 'funding.withdrawal.approve')}
                </Button>{' '}
                <Button danger size="small" onClick={() => onReject(w)} data-testid="withdrawal-reject">
                  {t('common.reject')}
                </Button>
              </span>
            ),
        },
      ]}
    />
  );
}
