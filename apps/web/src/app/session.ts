/**
 * Who is signed in: the bearer token (kept in localStorage so a reload stays signed in) and the
 * account. `api()` is the client carrying the token; pages call it, never fetch directly.
 */
import { Api, type Account } from '../api/client';
import { createStore } from './store';

const KEY = 'captains-log.session';

export interface SessionState {
  readonly token: string | null;
  readonly account: Account | null;
}

type SessionAction = { type: 'signed-in'; token: string; account: Account } | { type: 'signed-out' };

function load(): SessionState {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionState | null;
    if (saved?.token && saved.account) return saved;
  } catch {
    /* nothing saved */
  }
  return { token: null, account: null };
}

export const session = createStore<SessionState, SessionAction>(load(), (_state, action) => {
  switch (action.type) {
    case 'signed-in':
      return { token: action.token, account: action.account };
    case 'signed-out':
      return { token: null, account: null };
  }
});

session.subscribe(() => {
  const state = session.getState();
  if (state.token) localStorage.setItem(KEY, JSON.stringify(state));
  else localStorage.removeItem(KEY);
});

// a token the api no longer accepts: forget it (pages that need an account then ask to sign in again)
Api.onUnauthorized = (token) => {
  if (session.getState().token === token) session.dispatch({ type: 'signed-out' });
};

export function api(): Api {
  return new Api('', session.getState().token);
}

export async function signIn(handle: string, password: string): Promise<Account> {
  const answer = await api().signIn(handle, password);
  session.dispatch({ type: 'signed-in', token: answer.token, account: answer.account });
  return answer.account;
}

export async function signUp(handle: string, displayName: string, password: string): Promise<Account> {
  await new Api().signUp(handle, displayName, password);
  return signIn(handle, password);
}

export async function signOut(): Promise<void> {
  try {
    await api().signOut();
  } catch {
    /* the token is forgotten here either way */
  }
  session.dispatch({ type: 'signed-out' });
}
