/**
 * The frame every page shares: a skip link, the header with the navigation (from the route table's
 * `nav` entries) and the account, and the page in <main>. Pages name themselves with usePageTitle.
 */
import { useEffect, type ReactNode } from 'react';
import type { Account } from '../api/client';
import { Link, useLocation } from './router';
import { session, signOut } from './session';
import { useStore } from './store';
import { navigate } from './router';

export interface NavEntry {
  readonly path: string;
  readonly nav: string;
  readonly auth?: boolean;
  readonly roles?: readonly Account['role'][];
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Captain's Log`;
  }, [title]);
}

export function Layout({ nav, wide, children }: { nav: readonly NavEntry[]; wide?: boolean; children: ReactNode }) {
  const account = useStore(session, (s) => s.account);
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip" href="#main">
        Skip to the page
      </a>
      <header className="top">
        <Link to={account ? '/lobby' : '/'} className="brand">
          Captain&apos;s Log
        </Link>
        <nav aria-label="Main">
          {nav
            .filter((n) => (!n.auth || account) && (!n.roles || (account && n.roles.includes(account.role))))
            .map((n) => (
              <Link key={n.path} to={n.path} aria-current={pathname === n.path ? 'page' : undefined}>
                {n.nav}
              </Link>
            ))}
        </nav>
        <div className="account">
          {account ? (
            <>
              <span data-account={account.handle}>
                {account.displayName} <span className="muted">({account.role})</span>
              </span>
              <button
                type="button"
                onClick={async () => {
                  await signOut();
                  navigate('/');
                }}
              >
                Sign out
              </button>
            </>
          ) : (
            <>
              <Link to="/sign-in">Sign in</Link>
              <Link to="/sign-up" className="button primary">
                Sign up
              </Link>
            </>
          )}
        </div>
      </header>
      <main id="main" className={wide ? 'wide' : ''} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
