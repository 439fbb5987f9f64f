/** Admin: the accounts (search by handle or name, filter by role) and their roles: promote a player to director, demote. */
import { useState, type FormEvent } from 'react';
import type { Account } from '../api/client';
import { api, session } from '../app/session';
import { useStore } from '../app/store';
import { usePageTitle } from '../app/layout';
import { Problem, useAction, useLoad } from '../components/common';

const ROLE_NAMES: Record<Account['role'], string> = {
  player: 'Player',
  director: 'Tournament director',
  admin: 'Admin',
};

export function AdminPage() {
  usePageTitle('Admin');
  const me = useStore(session, (s) => s.account);
  const [query, setQuery] = useState('');
  const [role, setRole] = useState('');
  const [filter, setFilter] = useState({ query: '', role: '' });
  const accounts = useLoad(() => api().accounts(filter), [filter]);
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  const change = (a: Account, to: Account['role']) =>
    void action.run(async () => {
      setDone(null);
      await api().changeRole(a.id, to);
      setDone(`${a.displayName} is now ${ROLE_NAMES[to].toLowerCase()}.`);
      accounts.reload();
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ query: query.trim(), role });
  };
  if (me && me.role !== 'admin')
    return (
      <div className="narrow">
        <h1>Admin</h1>
        <p>Only admins manage accounts.</p>
      </div>
    );
  return (
    <div className="admin-page">
      <h1>Accounts</h1>
      <form
        className="row wrap search-form"
        role="search"
        aria-label="Find accounts"
        onSubmit={submit}
      >
        <label htmlFor="account-query">
          Handle or name
          <input
            id="account-query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <label htmlFor="account-role">
          Role
          <select id="account-role" value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="">Any</option>
            <option value="player">Players</option>
            <option value="director">Directors</option>
            <option value="admin">Admins</option>
          </select>
        </label>
        <button type="submit">Find</button>
      </form>
      <Problem error={accounts.error ?? action.error} />
      {done ? (
        <p className="notice info" role="status">
          {done}
        </p>
      ) : null}
      {accounts.data ? (
        <table className="games accounts">
          <caption className="sr-only">Accounts</caption>
          <thead>
            <tr>
              <th scope="col">Handle</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data.accounts.map((a) => (
              <tr key={a.id} data-account-row={a.handle} data-role={a.role}>
                <td>{a.handle}</td>
                <td>{a.displayName}</td>
                <td>{ROLE_NAMES[a.role]}</td>
                <td className="row">
                  {a.role === 'player' ? (
                    <button
                      type="button"
                      disabled={action.busy}
                      onClick={() => change(a, 'director')}
                    >
                      Make director
                    </button>
                  ) : null}
                  {a.role === 'director' ? (
                    <>
                      <button
                        type="button"
                        disabled={action.busy}
                        onClick={() => change(a, 'player')}
                      >
                        Make player
                      </button>
                      <button
                        type="button"
                        disabled={action.busy}
                        onClick={() => change(a, 'admin')}
                      >
                        Make admin
                      </button>
                    </>
                  ) : null}
                  {a.role === 'admin' && a.id !== me?.id ? (
                    <button
                      type="button"
                      disabled={action.busy}
                      onClick={() => change(a, 'director')}
                    >
                      Make director
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {accounts.data ? <p className="muted">{accounts.data.total} {accounts.data.total === 1 ? 'account' : 'accounts'}.</p> : null}
    </div>
  );
}
