import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorMessage } from '../../components/error-message';
import { useToken } from '../../lib/session';
import { useLogin } from './api/login';

/** Where the guard was sent from, if it was a path inside the back office. */
function returnPathOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}

export function LoginPage() {
  const token = useToken();
  const location = useLocation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  if (token !== null) return <Navigate to={returnPathOf(location.state)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password });
  };

  return (
    <main className="login">
      <form className="card login-card" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">Meridian back office</h1>
        <p className="muted">Operators only. Every action is recorded in the audit log.</p>
        <label className="field">
          <span>Username</span>
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
          <span>Password</span>
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
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
