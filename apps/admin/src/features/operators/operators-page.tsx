import { useState } from 'react';
import { Button, Checkbox, Modal, Space, Table, Tag } from 'antd';
import { OPERATOR_ROLES, type OperatorRole } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useOperatorAction, useOperators, useSetRoles, type OperatorAccount } from './api/operators';
import { OperatorForm } from './operator-form';

/** Administrators: operators, their roles and second factor. Every change is audited and ends the operator's sessions. */
export function OperatorsPage() {
  const t = useT();
  const list = useOperators();
  const setRoles = useSetRoles();
  const action = useOperatorAction();
  const [editing, setEditing] = useState<{ op: OperatorAccount; roles: OperatorRole[] } | null>(null);

  return (
    <section>
      <header className="page-header">
        <h1>{t('operators.title')}</h1>
        <p className="muted">{t('operators.explain')}</p>
      </header>
      <OperatorForm />
      <ErrorMessage error={list.error ?? action.error} />
      <Table<OperatorAccount>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        scroll={{ x: 'max-content' }}
        pagination={false}
        onRow={(o) => ({ 'data-testid': 'operator-row', 'data-username': o.username }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('operators.username'), dataIndex: 'username' },
          { title: t('operators.roles'), render: (_, o) => o.roles.map((r) => <Tag key={r}>{t(`role.${r}` as 'role.support')}</Tag>) },
          { title: t('operators.twoFactor'), render: (_, o) => (o.two_factor ? <Tag color="green">{t('operators.enrolled')}</Tag> : <Tag>{t('operators.notEnrolled')}</Tag>) },
          { title: t('operators.state'), render: (_, o) => (o.disabled ? <Tag color="red">{t('operators.disabled')}</Tag> : <Tag color="blue">{t('operators.active')}</Tag>) },
          { title: t('operators.since'), render: (_, o) => formatDateTime(o.created_at) },
          {
            title: '',
            render: (_, o) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing({ op: o, roles: o.roles as OperatorRole[] })} data-testid="operator-edit-roles">
                  {t('operators.editRoles')}
                </Button>
                <Button size="small" onClick={() => action.mutate({ id: o.id, action: 'reset-second-factor' })} data-testid="operator-reset-factor">
                  {t('operators.resetFactor')}
                </Button>
                <Button size="small" danger={!o.disabled} onClick={() => action.mutate({ id: o.id, action: o.disabled ? 'enable' : 'disable' })}>
                  {o.disabled ? t('operators.enable') : t('operators.disable')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('operators.editRolesOf', { name: editing?.op.username ?? '' })}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: setRoles.isPending }}
        onCancel={() => (setEditing(null), setRoles.reset())}
        onOk={() => editing && setRoles.mutate({ id: editing.op.id, roles: editing.roles }, { onSuccess: () => setEditing(null) })}
        destroyOnHidden
      >
        {editing && (
          <Checkbox.Group
            value={editing.roles}
            onChange={(roles) => setEditing({ ...editing, roles: roles as OperatorRole[] })}
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          />
        )}
        <p className="muted small">{t('operators.rolesEndSessions')}</p>
        <ErrorMessage error={setRoles.error} />
      </Modal>
    </section>
  );
}
