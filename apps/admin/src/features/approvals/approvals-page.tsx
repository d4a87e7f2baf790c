import { useState } from 'react';
import { Button, Input, Modal, Segmented, Table, Tag, Typography } from 'antd';
import { useMe } from '../auth/api/get-me';
import type { FeeSchedule, LeverageSettings } from '@meridian/contract/trading';
import { formatDateTime, formatMoney } from '../../lib/format';
import { describeFees, describeLeverage } from '../trading/settings-summary';
import { useT } from '../../i18n/i18n';
import { ErrorMessage } from '../../components/error-message';
import { useApprovals, useDecideApproval, type Approval, type ApprovalState } from './api/approvals';

/** What a proposal would do, in one line of the operator's language, from its payload. */
function summaryOf(a: Approval, t: ReturnType<typeof useT>): string {
  const p = a.payload;
  const text = (key: string) => String(p[key] ?? '');
  switch (a.kind) {
    case 'ledger.adjustment':
      return `${formatMoney(text('amount'))} → ${String(p['username'] ?? `#${text('user_id')}`)}: ${text('reason')}`;
    case 'withdrawal.payout':
      return t('approvals.withdrawalPayout', { id: text('withdrawal_id'), user: text('user_id'), amount: formatMoney(text('amount')) });
    case 'deposit.credit':
      return t('approvals.depositCredit', { reference: text('reference'), user: text('user_id'), announced: formatMoney(text('announced')), amount: formatMoney(text('amount')) });
    case 'trading.fees':
      return describeFees(t, p as FeeSchedule);
    case 'trading.leverage':
      return describeLeverage(t, p as LeverageSettings);
    case 'money-market.yield':
      return `${text('annual_rate_bp')} bp`;
    case 'ipo.issue':
      return `${text('code')} / ${text('apply_code')} @ ${formatMoney(text('issue_price'))}`;
  }
}

/**
 * Four eyes: proposals waiting for a second operator. Approve or reject is offered only where
 * the server says this operator may decide (right role, not the proposer); the proposer may
 * withdraw their own.
 */
export function ApprovalsPage() {
  const t = useT();
  const me = useMe();
  const [state, setState] = useState<ApprovalState>('pending');
  const [page, setPage] = useState(1);
  const list = useApprovals(state, page);
  const decide = useDecideApproval();
  const [deciding, setDeciding] = useState<{ approval: Approval; verdict: 'approve' | 'reject' } | null>(null);
  const [note, setNote] = useState('');

  const close = () => {
    setDeciding(null);
    setNote('');
    decide.reset();
  };

  return (
    <section>
      <header className="page-header">
        <h1>{t('approvals.title')}</h1>
        <p className="muted">{t('approvals.explain')}</p>
      </header>
      <Segmented<ApprovalState>
        value={state}
        onChange={(value) => (setState(value), setPage(1))}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`approvals.state.${s}`) }))}
        data-testid="approvals-state"
      />
      <ErrorMessage error={list.error} />
      <Table<Approval>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        onRow={(a) => ({ 'data-testid': 'approval-row', 'data-kind': a.kind, 'data-id': a.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: t('approvals.kind'), render: (_, a) => <Tag>{t(`approvals.kind.${a.kind}` as 'approvals.kind.ledger.adjustment')}</Tag> },
          { title: t('approvals.what'), render: (_, a) => <Typography.Text data-testid="approval-summary">{summaryOf(a, t)}</Typography.Text> },
          { title: t('approvals.proposedBy'), render: (_, a) => `${a.proposed_by} · ${formatDateTime(a.proposed_at)}` },
          {
            title: state === 'pending' ? '' : t('approvals.decidedBy'),
            render: (_, a) =>
              a.state === 'pending' ? (
                <span className="actions">
                  {a.can_decide && (
                    <Button type="primary" size="small" onClick={() => setDeciding({ approval: a, verdict: 'approve' })} data-testid="approval-approve">
                      {t('approvals.approve')}
                    </Button>
                  )}
                  {(a.can_decide || a.proposed_by === me.data?.username) && (
                    <Button size="small" danger onClick={() => setDeciding({ approval: a, verdict: 'reject' })} data-testid="approval-reject">
                      {a.proposed_by === me.data?.username ? t('approvals.withdraw') : t('approvals.reject')}
                    </Button>
                  )}
                  {!a.can_decide && a.proposed_by !== me.data?.username && <Typography.Text type="secondary">{t('approvals.notYours')}</Typography.Text>}
                  {a.proposed_by === me.data?.username && <Typography.Text type="secondary">{t('approvals.ownProposal')}</Typography.Text>}
                </span>
              ) : (
                `${a.decided_by ?? ''} · ${formatDateTime(a.decided_at)}${a.note ? ` — ${a.note}` : ''}`
              ),
          },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={deciding?.verdict === 'approve' ? t('approvals.confirmApprove') : t('approvals.confirmReject')}
        okText={deciding?.verdict === 'approve' ? t('approvals.approve') : t('approvals.reject')}
        okButtonProps={{ danger: deciding?.verdict === 'reject', loading: decide.isPending, ...({ 'data-testid': 'approval-confirm' } as Record<string, string>) }}
        cancelText={t('common.cancel')}
        onCancel={close}
        onOk={() => deciding && decide.mutate({ id: deciding.approval.id, verdict: deciding.verdict, note }, { onSuccess: close })}
        destroyOnHidden
      >
        {deciding && <p>{summaryOf(deciding.approval, t)}</p>}
        <Input.TextArea value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} placeholder={t('approvals.note')} data-testid="approval-note" />
        <ErrorMessage error={decide.error} testId="approval-error" />
      </Modal>
    </section>
  );
}
