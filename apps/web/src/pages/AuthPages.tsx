/** Sign up and sign in (POST /accounts, POST /sessions); the token stays in this browser. */
import { useState, type FormEvent } from 'react';
import { Link, navigate } from '../app/router';
import { signIn, signUp } from '../app/session';
import { usePageTitle } from '../app/layout';

function next(): string {
  const to = new URLSearchParams(location.search).get('next');
  return to && to.startsWith('/') && !to.startsWith('//') ? to : '/my-games';
}

export function SignInPage() {
  usePageTitle('Sign in');
  return <AuthForm mode="in" />;
}

export function SignUpPage() {
  usePageTitle('Sign up');
  return <AuthForm mode="up" />;
}

function AuthForm({ mode }: { mode: 'in' | 'up' }) {
  const [handle, setHandle] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mode === 'up') await signUp(handle.trim(), displayName.trim() || handle.trim(), password);
      else await signIn(handle.trim(), password);
      navigate(next());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="narrow">
      <h1>{mode === 'up' ? 'Create your account' : 'Sign in'}</h1>
      <form className="stack" onSubmit={submit}>
        <label>
          Handle
          <input name="handle" autoComplete="username" required value={handle} onChange={(e) => setHandle(e.target.value.toLowerCase())} aria-describedby="handle-hint" />
        </label>
        {mode === 'up' ? (
          <>
            <small id="handle-hint" className="muted">
              2–32 lowercase letters, digits, “.”, “_” or “-”. Others challenge you by it.
            </small>
            <label>
              Name shown at the table
              <input name="displayName" autoComplete="nickname" value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
            </label>
          </>
        ) : null}
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete={mode === 'up' ? 'new-password' : 'current-password'}
            required
            minLength={mode === 'up' ? 10 : 1}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {mode === 'up' ? <small className="muted">At least 10 characters.</small> : null}
        {error ? (
          <p className="notice error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy}>
          {mode === 'up' ? 'Sign up' : 'Sign in'}
        </button>
      </form>
      <p>{mode === 'up' ? <Link to="/sign-in">I have an account: sign in</Link> : <Link to="/sign-up">New here? Create an account</Link>}</p>
    </div>
  );
}
