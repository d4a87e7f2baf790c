import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { QRCode } from 'antd';
import { ErrorMessage } from '../../components/error-message';
import { useToken } from '../../lib/session';
import { enter, useLogin, useSecondFactor, type LoginChallenge } from './api/login';
import { useT } from '../../i18n/i18n';

/** Where the guard was sent from, if it was a path inside the back office. */
function returnPathOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}

/**
 * Sign-in in two steps: the password, then a six-digit code from an authenticator app. At the
 * first sign-in the operator scans the secret (QR code or typed), confirms it with a first code
 * and is shown ten recovery codes once; a recovery code can stand in for a code later.
 */
export function LoginPage() {
  const t = useT();
  const token = useToken();
  const location = useLocation();
  const login = useLogin();
  const factor = useSecondFactor();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [recovery, setRecovery] = useState<{ codes: string[]; token: string } | null>(null);

  if (token !== null) return <Navigate to={returnPathOf(location.state)} replace />;

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password }, { onSuccess: (answer) => setChallenge(answer) });
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challenge) return;
    const body = useRecovery ? { challenge: challenge.challenge, recovery_code: code.trim() } : { challenge: challenge.challenge, code: code.trim() };
    factor.mutate(body, {
      onSuccess: (answer) => {
        if (answer.recovery_codes?.length) setRecovery({ codes: answer.recovery_codes, token: answer.token });
        else enter(answer.token);
      },
      onError: (error) => {
        // An expired or spent challenge: start again from the password.
        if ('error' in error && error.error === 'SECOND_FACTOR_INVALID' && code === '') setChallenge(null);
      },
    });
  };

  if (recovery) {
    return (
      <main className="login">
        <section className="card login-card" aria-labelledby="recovery-title">
          <h1 id="recovery-title">{t('login.recovery.title')}</h1>
          <p>{t('login.recovery.explain')}</p>
          <ol className="recovery-codes" data-testid="login-recovery-codes">
            {recovery.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="primary" onClick={() => enter(recovery.token)} data-testid="login-recovery-done">
            {t('login.recovery.done')}
          </button>
        </section>
      </main>
    );
  }

  if (challenge) {
    const enrolling = challenge.step === 'enroll';
    return (
      <main className="login">
        <form className="card login-card" onSubmit={submitCode} aria-labelledby="code-title">
          <h1 id="code-title">{enrolling ? t('login.enroll.title') : t('login.code.title')}</h1>
          {enrolling && challenge.secret && challenge.otpauth_url ? (
            <>
              <p>{t('login.enroll.explain')}</p>
              <QRCode value={challenge.otpauth_url} size={176} bordered={false} />
              <p className="muted">
                {t('login.enroll.secret')} <code data-testid="login-enroll-secret">{challenge.secret}</code>
              </p>
            </>
          ) : (
            <p className="muted">{useRecovery ? t('login.code.recoveryExplain') : t('login.code.explain')}</p>
          )}
          <label className="field">
            <span>{useRecovery ? t('login.code.recoveryLabel') : t('login.code.label')}</span>
            <input
              name="code"
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              required
              maxLength={useRecovery ? 40 : 6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              data-testid="login-code"
              autoFocus
            />
          </label>
          <ErrorMessage error={factor.error} testId="login-code-error" />
          <button type="submit" className="primary" disabled={factor.isPending} data-testid="login-code-submit">
            {t('login.code.submit')}
          </button>
          {!enrolling && (
            <button type="button" className="link" onClick={() => (setUseRecovery(!useRecovery), setCode(''))} data-testid="login-use-recovery">
              {useRecovery ? t('login.code.useApp') : t('login.code.useRecovery')}
            </button>
          )}
          <button type="button" className="link" onClick={() => (setChallenge(null), setCode(''), setPassword(''))}>
            {t('login.code.back')}
          </button>
        </form>
      </main>
    );
  }

  return (
    <main className="login">
      <form className="card login-card" onSubmit={submitPassword} aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="muted">{t('login.notice')}</p>
        <label className="field">
          <span>{t('login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            required
            maxLength={64}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            data-testid="login-username"
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={256}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="login-password"
          />
        </label>
        <ErrorMessage error={login.error} testId="login-error" />
        <button type="submit" className="primary" disabled={login.isPending} data-testid="login-submit">
          {login.isPending ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
