import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useLocation } from '../../../lib/router.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { canGoBack } from '../../../lib/navigation.ts';
import { useSession } from '../../../lib/session.ts';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { login } from '../api/login.ts';
import { AuthHero } from '../components/auth-hero.tsx';
import { DemoAccessNote } from '../components/demo-access.tsx';
import { sealCredentials } from '../credentials.ts';

export function LoginPage() {
  const { t } = useTranslation();
  // Just registered: the register screen hands over the new username.
  const handed = useLocation().state;
  const [username, setUsername] = useState(() => (typeof handed === 'object' && handed !== null && 'username' in handed && typeof handed.username === 'string' ? handed.username : ''));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return toast(t('validation.enterUsername'));
    if (!password) return toast(t('validation.enterPassword'));
    setBusy(true);
    try {
      const sealed = await sealCredentials(() => ({ username: username.trim(), password }));
      if (!sealed) return;
      const { userinfo } = await login(sealed.query);
      const { token, ...info } = userinfo;
      const session = useSession.getState();
      // The config just fetched carries the support URL, so the guard need not fetch it again.
      session.setKfUrl(sealed.config.kf_url);
      toastSuccess(t('auth.loginSuccess'));
      // No navigate here: the guard moves a logged-in user off /login, to the page it had
      // stopped them at (or /). One place decides, so two redirects never race.
      session.login(token, info);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      {/* The entry screen for visitors: a back button only when there is somewhere to go back to. */}
      <PageHeader back={canGoBack()} />
      <AuthHero />
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('auth.username')}
          placeholder={t('auth.usernamePlaceholder')}
          value={username}
          onChange={setUsername}
          testId="login-username"
          autoComplete="username"
          maxLength={64}
        />
        <TextField
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
          testId="login-password"
          type="password"
          revealable
          autoComplete="current-password"
          maxLength={256}
        />
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="login-submit">
            {t('auth.login')}
          </Button>
        </div>
        <div className="form-links">
          <span>
            {t('auth.noAccount')}{' '}
            <Link className="link" to="/register" data-testid="login-register-link">
              {t('auth.goRegister')}
            </Link>
          </span>
          <Link className="link" to="/agreement" data-testid="login-agreement-link">
            {t('auth.agreementLink')}
          </Link>
        </div>
        <DemoAccessNote
          screen="login"
          onFill={(access) => {
            setUsername(access.username);
            setPassword(access.password);
          }}
        />
      </form>
    </div>
  );
}
