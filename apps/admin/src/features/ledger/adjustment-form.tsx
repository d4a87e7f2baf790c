import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { adjustmentBody } from '@meridian/contract/funding';
import { ErrorMessage } from '../../components/error-message';
import { formatMoney } from '../../lib/format';
import { useT } from '../../i18n/i18n';
import { useCan } from '../auth/use-can';
import { useCreateAdjustment, type AdjustmentBody, type AdjustmentResult } from './api/create-adjustment';
import { resolveUser, type ResolvedUser } from './resolve-user';

type Draft = { user: string; amount: string; reason: string };
type Confirming = { user: ResolvedUser; body: AdjustmentBody };

type ConfirmProps = { confirming: Confirming | null; onDone: (result: AdjustmentResult) => void; onClose: () => void };

/** The last look before the proposal: who, how much, and the reason the user will read. */
function ConfirmAdjustment({ confirming, onDone, onClose }: ConfirmProps) {
  const t = useT();
  const create = useCreateAdjustment();
  const credit = confirming === null || !confirming.body.amount.startsWith('-');
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Modal
      open={confirming !== null}
      title={credit ? t('ledger.adjust.confirmCredit') : t('ledger.adjust.confirmDebit')}
      okText={credit ? t('ledger.adjust.proposeCredit') : t('ledger.adjust.proposeDebit')}
      okButtonProps={{ danger: !credit, loading: create.isPending, ...({ 'data-testid': 'adjustment-confirm' } as Record<string, string>) }}
      cancelText={t('common.cancel')}
      onCancel={close}
      onOk={() => confirming && create.mutate(confirming.body, { onSuccess: (result) => (create.reset(), onDone(result)) })}
      destroyOnHidden
    >
      {confirming && (
        <div data-testid="adjustment-confirm-dialog">
          <p>
            <strong data-testid="adjustment-confirm-amount">
              {formatMoney(confirming.body.amount)} {confirming.user.currency}
            </strong>{' '}
            {t(credit ? 'ledger.adjust.summaryCredit' : 'ledger.adjust.summaryDebit', {
              user: `${confirming.user.username} (#${confirming.user.id}${confirming.user.verifiedName ? `, ${confirming.user.verifiedName}` : ''})`,
              available: `${confirming.user.available} ${confirming.user.currency}`,
            })}
          </p>
          <Alert
            type="warning"
            showIcon
            data-testid="adjustment-visibility"
            title={t('ledger.adjust.visibility', { user: confirming.user.username, reason: confirming.body.reason })}
          />
          <p className="muted small" data-testid="adjustment-four-eyes">
            {t('ledger.adjust.fourEyes')}
          </p>
          <ErrorMessage error={create.error} testId="adjustment-confirm-dialog-error" />
        </div>
      )}
    </Modal>
  );
}

type Props = { initialUser: string };

/**
 * The back office's only money tool (docs/integrity.md): a journaled adjustment with a reason the user
 * sees. It is a proposal: nothing moves until a second finance operator approves it. Operators
 * without `ledger.adjust` read the form's rules but get no button to send it.
 */
export function AdjustmentForm({ initialUser }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const canAdjust = useCan('ledger.adjust');
  const [form] = Form.useForm<Draft>();
  const [problem, setProblem] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [posted, setPosted] = useState<string | null>(null);

  const review = async (draft: Draft) => {
    setPosted(null);
    setChecking(true);
    try {
      const user = await resolveUser(queryClient, draft.user);
      if ('key' in user) {
        setProblem(new Error(t(user.key, user.params)));
        return;
      }
      setProblem(null);
      setConfirming({ user, body: { user_id: user.id, amount: draft.amount.trim(), reason: draft.reason.trim() } });
    } catch (error) {
      setProblem(error);
    } finally {
      setChecking(false);
    }
  };

  const done = (result: AdjustmentResult) => {
    const who = confirming?.user.username ?? String(result.payload['username'] ?? '');
    setPosted(t('ledger.adjust.proposed', { id: result.id, amount: String(result.payload['amount']), user: who }));
    setConfirming(null);
    form.setFieldsValue({ amount: '', reason: '' });
  };

  return (
    <>
      <Form<Draft>
        form={form}
        layout="vertical"
        className="card"
        initialValues={{ user: initialUser, amount: '', reason: '' }}
        onFinish={(draft) => void review(draft)}
        data-testid="adjustment-form"
      >
        <h2>{t('ledger.adjust.title')}</h2>
        <p className="muted">{t('ledger.adjust.explain')}</p>
        <Alert type="info" showIcon className="form-notice" title={t('ledger.adjust.proposalNotice')} data-testid="adjustment-proposal-notice" />
        <div className="form-grid">
          <Form.Item name="user" label={t('ledger.adjust.user')} rules={[{ required: true, whitespace: true, message: t('ledger.user.empty') }]}>
            <Input autoComplete="off" data-testid="adjustment-user" />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('ledger.adjust.amount')}
            rules={[
              {
                validator: (_, value: string) =>
                  adjustmentBody.shape.amount.safeParse((value ?? '').trim()).success ? Promise.resolve() : Promise.reject(new Error(t('ledger.adjust.amountRule'))),
              },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" data-testid="adjustment-amount" />
          </Form.Item>
        </div>
        <Form.Item
          name="reason"
          label={t('ledger.adjust.reason')}
          rules={[
            {
              validator: (_, value: string) =>
                adjustmentBody.shape.reason.safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(t('ledger.adjust.reasonRule'))),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} placeholder={t('ledger.adjust.reasonPlaceholder')} data-testid="adjustment-reason" />
        </Form.Item>
        <ErrorMessage error={problem} testId="adjustment-error" />
        {canAdjust ? (
          <div className="form-actions">
            <Button type="primary" htmlType="submit" loading={checking} data-testid="adjustment-submit">
              {t('ledger.adjust.review')}
            </Button>
            {posted && (
              <span className="success" role="status" data-testid="adjustment-posted">
                {posted}
              </span>
            )}
          </div>
        ) : (
          <Typography.Text type="secondary" data-testid="adjustment-not-allowed">
            {t('ledger.adjust.notAllowed')}
          </Typography.Text>
        )}
      </Form>
      <ConfirmAdjustment confirming={confirming} onDone={done} onClose={() => setConfirming(null)} />
    </>
  );
}
