import { Button, Card, Form, Input, Typography } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useDraft } from '../../lib/use-draft';
import { localInputToIso } from '../../lib/format';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useCreateInviteCode, type CreateInviteCodeBody } from './api/create-invite-code';

type Draft = { code: string; note: string; maxUses: string; expiresAt: string };

const EMPTY: Draft = { code: '', note: '', maxUses: '1', expiresAt: '' };

/** The request body, or the key of a message when the draft cannot be one. The server checks again. */
function bodyOf(draft: Draft): CreateInviteCodeBody | MessageKey {
  const code = draft.code.trim();
  if (code !== '' && !/^[A-Za-z0-9]{4,32}$/.test(code)) return 'invites.form.codeRule';
  const maxUses = Number(draft.maxUses);
  if (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > 1_000_000) return 'invites.form.maxUsesRule';
  const expiresAt = localInputToIso(draft.expiresAt);
  if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) return 'invites.form.expiryRule';
  return {
    ...(code === '' ? {} : { code }),
    note: draft.note.trim(),
    max_uses: maxUses,
    expires_at: expiresAt,
  };
}

export function InviteCodeForm() {
  const t = useT();
  const create = useCreateInviteCode();
  const { draft, setDraft, field, problem, check } = useDraft(EMPTY, bodyOf);

  const submit = () => {
    const body = check();
    if (body) create.mutate(body, { onSuccess: () => setDraft(EMPTY) });
  };

  return (
    <Card className="card" title={t('invites.form.title')}>
      <Form layout="vertical" onFinish={submit} data-testid="invite-code-form">
        <div className="form-grid">
          <Form.Item label={t('invites.form.code')}>
            <Input {...field('code')} placeholder={t('invites.form.codePlaceholder')} maxLength={32} autoComplete="off" data-testid="invite-code-input-code" />
          </Form.Item>
          <Form.Item label={t('invites.note')}>
            <Input {...field('note')} maxLength={200} placeholder={t('invites.form.notePlaceholder')} data-testid="invite-code-input-note" />
          </Form.Item>
          <Form.Item label={t('invites.form.maxUses')}>
            <Input {...field('maxUses')} type="number" min={1} max={1_000_000} step={1} data-testid="invite-code-input-max-uses" />
          </Form.Item>
          <Form.Item label={t('invites.form.expires')}>
            <Input {...field('expiresAt')} type="datetime-local" data-testid="invite-code-input-expires-at" />
          </Form.Item>
        </div>
        <ErrorMessage error={problem === null ? create.error : new Error(t(problem))} testId="invite-code-form-error" />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="invite-code-submit">
            {t('invites.form.create')}
          </Button>
          {create.isSuccess && !create.isPending && (
            <span className="success" role="status" data-testid="invite-code-created">
              {t('invites.form.created')} <Typography.Text code>{create.data.code}</Typography.Text>
            </span>
          )}
        </div>
      </Form>
    </Card>
  );
}
