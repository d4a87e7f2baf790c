import { Button, Table, Tag, Typography } from 'antd';
import type { InviteCode } from '@meridian/contract/admin';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { inviteCodeState, type InviteCodeState } from './invite-code-state';

type Props = {
  codes: InviteCode[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  disablingId: number | null;
  onDisable: (code: InviteCode) => void;
};

const STATE_COLOR: Record<InviteCodeState, string> = { active: 'green', expired: 'orange', 'used up': 'default', disabled: 'default' };
const STATE_KEY = { active: 'invites.state.active', expired: 'invites.state.expired', 'used up': 'invites.state.usedUp', disabled: 'invites.state.disabled' } as const;

export function InviteCodeTable({ codes, loading, page, pageSize, total, onPage, disablingId, onDisable }: Props) {
  const t = useT();
  return (
    <Table<InviteCode>
      data-testid="invite-codes-table"
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={codes}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('invites.none') }}
      pagination={{ current: page, pageSize, total, onChange: onPage, showSizeChanger: false }}
      onRow={(code) => ({ 'data-testid': 'invite-code-row', 'data-code': code.code, 'data-state': inviteCodeState(code) }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('invites.code'), render: (_, c) => <Typography.Text code>{c.code}</Typography.Text> },
        { title: t('invites.note'), render: (_, c) => c.note || '—' },
        { title: t('invites.uses'), align: 'right', render: (_, c) => <span data-testid="invite-code-uses">{c.used_count} / {c.max_uses}</span> },
        { title: t('invites.expires'), render: (_, c) => formatDateTime(c.expires_at) },
        {
          title: t('operators.state'),
          render: (_, c) => {
            const state = inviteCodeState(c);
            return (
              <Tag color={STATE_COLOR[state]} data-testid="invite-code-state">
                {t(STATE_KEY[state])}
              </Tag>
            );
          },
        },
        { title: t('invites.createdBy'), render: (_, c) => c.created_by ?? '—' },
        { title: t('invites.created'), render: (_, c) => formatDateTime(c.created_at) },
        {
          title: '',
          render: (_, c) =>
            c.disabled_at === null && (
              <Button size="small" danger onClick={() => onDisable(c)} loading={disablingId === c.id} data-testid="invite-code-disable">
                {t('operators.disable')}
              </Button>
            ),
        },
      ]}
    />
  );
}
