/**
 * First-run set-up: while no admin account exists, the api prints a set-up token in its log when
 * it starts; whoever runs the server pastes it here with the first admin's handle and password
 * (POST /setup/admin), and is signed in as that admin. BOOTSTRAP_ADMIN does the same at start-up.
 */
import { useState, type FormEvent } from 'react';
import { Api } from '../api/client';
import { signIn } from '../app/session';
import { Link, navigate } from '../app/router';
import { usePageTitle } from '../app/layout';
import { Problem, useAction, useLoad } from '../components/common';

export function FirstRunPage() {
  usePageTitle('First-run set-up');
  const status = useLoad(() => new Api().request<{ needed: boolean }>('GET', '/setup'), []);
  const [setupToken, setToken] = useState('');
  const [handle, setHandle] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      await new Api().request('POST', '/setup/admin', {
        setupToken: setupToken.trim(),
        handle: handle.trim(),
        displayName: displayName.trim() || handle.trim(),
        password,
      });
      await signIn(handle.trim(), password);
      navigate('/admin');
    });
  };
  return (
    <div className="narrow first-run">
      <h1>First-run set-up</h1>
      <Problem error={status.error} />
      {status.data === null && !status.error ? <p aria-busy="true">Checking…</p> : null}
      {status.data && !status.data.needed ? (
        <p data-setup="done">
          This server has an admin already. <Link to="/sign-in">Sign in</Link>; admins make
          tournament directors on the Admin page.
        </p>
      ) : null}
      {status.data?.needed ? (
        <form
          className="stack"
          onSubmit={submit}
          aria-label="Create the first admin"
          data-setup="needed"
        >
          <p>
            No admin account exists yet. The server printed a set-up token in its log when it
            started (the line beginning “first-run set-up”): paste it here to create the first
            admin, who then makes tournament directors.
          </p>
          <label htmlFor="setup-token">
            Set-up token
            <input
              id="setup-token"
              required
              autoComplete="off"
              value={setupToken}
              onChange={(e) => setToken(e.target.value)}
            />
          </label>
          <label htmlFor="setup-handle">
            Admin handle
            <input
              id="setup-handle"
              required
              autoComplete="username"
              value={handle}
              onChange={(e) => setHandle(e.target.value.toLowerCase())}
            />
          </label>
          <label htmlFor="setup-name">
            Display name
            <input
              id="setup-name"
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
            />
          </label>
          <label htmlFor="setup-password">
            Password (at least 10 characters)
            <input
              id="setup-password"
              type="password"
              required
              minLength={10}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <Problem error={action.error} />
          <button type="submit" className="primary" disabled={action.busy}>
            Create the admin
          </button>
        </form>
      ) : null}
    </div>
  );
}
