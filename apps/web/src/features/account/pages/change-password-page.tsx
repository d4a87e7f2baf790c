import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { endSession } from '../../../lib/end-session.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { changePassword } from '../api/change-password.ts';
import { changePasswordProblem } from '../validate-passwords.ts';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ old: '', next: '', again: '' });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = changePasswordProblem(form);
    if (problem) return toast(t(problem));
    setBusy(true);
    try {
      await changePassword({ old_password: form.old, password: form.next, confirm_password: form.again });
      toastSuccess(t('changePwd.success'));
      // The server has revoked every session of this user, this one included.
      endSession();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader />
      <form className="form-card" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('changePwd.oldPassword')} placeholder={t('changePwd.oldPlaceholder')} value={form.old} onChange={set('old')} testId="changepwd-old" type="password" revealable autoComplete="current-password" maxLength={256} />
        <TextField label={t('changePwd.newPassword')} placeholder={t('changePwd.newPlaceholder')} value={form.next} onChange={set('next')} testId="changepwd-new" type="password" revealable autoComplete="new-password" maxLength={128} hint={t('auth.passwordHint')} />
        <TextField label={t('changePwd.confirmPassword')} placeholder={t('changePwd.confirmPlaceholder')} value={form.again} onChange={set('again')} testId="changepwd-confirm" type="password" revealable autoComplete="new-password" maxLength={128} />
        <p className="field-hint">{t('changePwd.relogin')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="changepwd-submit">
            {t('common.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
