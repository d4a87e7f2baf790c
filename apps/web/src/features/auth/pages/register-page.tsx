import { Button, Checkbox } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { register } from '../api/register.ts';
import { AuthHero } from '../components/auth-hero.tsx';
import { DemoAccessNote } from '../components/demo-access.tsx';
import { sealCredentials } from '../credentials.ts';
import { type RegisterForm, registerProblem } from '../validate-register.ts';

const EMPTY: RegisterForm = { username: '', phone: '', password: '', confirmPassword: '', inviteCode: '', agreed: false };

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [busy, setBusy] = useState(false);
  const field = <K extends keyof RegisterForm>(key: K) => (value: RegisterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registerProblem(form);
    if (problem) return toast(t(problem));
    setBusy(true);
    try {
      // The agreement version ticked is the one the server currently publishes.
      const sealed = await sealCredentials((config) => ({
        username: form.username.trim(),
        phone: form.phone.trim(),
        password: form.password,
        confirm_password: form.confirmPassword,
        invite_code: form.inviteCode.trim(),
        agree: true,
        agreement_version: config.agreement_version,
      }));
      if (!sealed) return;
      await register(sealed.query);
      toastSuccess(t('auth.registered'));
      // The login screen opens with the new username filled in: only the password is left to type.
      void navigate('/login', { replace: true, state: { username: form.username.trim() } });
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader />
      <AuthHero />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('auth.username')} placeholder={t('auth.usernamePlaceholder')} value={form.username} onChange={field('username')} testId="register-username" autoComplete="username" maxLength={64} />
        <TextField label={t('auth.phone')} placeholder={t('auth.phonePlaceholder')} value={form.phone} onChange={field('phone')} testId="register-phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />
        <TextField
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          value={form.password}
          onChange={field('password')}
          testId="register-password"
          type="password"
          revealable
          autoComplete="new-password"
          maxLength={128}
          hint={t('auth.passwordHint')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          value={form.confirmPassword}
          onChange={field('confirmPassword')}
          testId="register-confirm-password"
          type="password"
          revealable
          autoComplete="new-password"
          maxLength={128}
        />
        <TextField label={t('auth.inviteCode')} placeholder={t('auth.inviteCodePlaceholder')} value={form.inviteCode} onChange={field('inviteCode')} testId="register-invite-code" maxLength={64} />
        <DemoAccessNote screen="register" onFill={(access) => field('inviteCode')(access.invite_code)} />
        <div className="agree-row">
          <Checkbox
            checked={form.agreed}
            onChange={field('agreed')}
            data-testid="register-agree"
            style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '6px' }}
          >
            {t('auth.readAgree')}
          </Checkbox>
          <Link className="link" to="/agreement" data-testid="register-agreement-link">
            {t('auth.agreementLink')}
          </Link>
        </div>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="register-submit">
            {t('auth.register')}
          </Button>
        </div>
        <div className="form-links">
          <span>
            {t('auth.haveAccount')}{' '}
            <Link className="link" to="/login" data-testid="register-login-link">
              {t('auth.goLogin')}
            </Link>
          </span>
        </div>
      </form>
    </div>
  );
}
