import { Button, Checkbox, Form, Input } from 'antd';
import { OPERATOR_ROLES, createOperatorBody, type OperatorRole } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useCreateOperator, type CreateOperatorBody } from './api/operators';

/**
 * A new operator: a name, a first password (told to them out of band) and at least one role.
 * They enrol their second factor at their first sign-in. The contract's schema checks the form
 * before it is sent; the server checks it again.
 */
export function OperatorForm() {
  const t = useT();
  const [form] = Form.useForm<CreateOperatorBody>();
  const create = useCreateOperator();
  const submit = (values: CreateOperatorBody) => create.mutate(values, { onSuccess: () => form.resetFields() });
  return (
    <Form<CreateOperatorBody> form={form} layout="vertical" onFinish={submit} className="card" data-testid="operator-form" initialValues={{ roles: [] }}>
      <h2>{t('operators.add')}</h2>
      <Form.Item
        name="username"
        label={t('operators.username')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9_]{3,32}$/, message: t('operators.usernameRule') }]}
      >
        <Input autoComplete="off" data-testid="operator-username" />
      </Form.Item>
      <Form.Item name="password" label={t('operators.password')} rules={[{ required: true, min: 12, max: 128, message: t('operators.passwordRule') }]}>
        <Input.Password autoComplete="new-password" data-testid="operator-password" />
      </Form.Item>
      <div data-testid="operator-roles">
      <Form.Item
        name="roles"
        label={t('operators.roles')}
        rules={[{ validator: (_, value: OperatorRole[]) => (value?.length ? Promise.resolve() : Promise.reject(new Error(t('operators.rolesRule')))) }]}
      >
        <Checkbox.Group options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))} />
      </Form.Item>
      </div>
      <ErrorMessage error={create.error} testId="operator-error" />
      <Button type="primary" htmlType="submit" loading={create.isPending} disabled={create.isPending} data-testid="operator-submit">
        {t('operators.create')}
      </Button>
      {create.isSuccess && (
        <span className="success" role="status" data-testid="operator-created">
          {t('operators.created')}
        </span>
      )}
    </Form>
  );
}

/** Whether the form's values would pass the contract (used by tests and the submit guard). */
export const operatorDraftValid = (values: unknown) => createOperatorBody.safeParse(values).success;
