/**
 * A small history router over the route table (routes.tsx): paths like `/table/:id`, `navigate()`
 * for code, `<Link>` for markup. Page paths never match an api GET route (page-paths.json, checked
 * against the OpenAPI document by test/e2e/web-app.spec.ts), so a reload of any page gets
 * index.html from the api, never JSON. A page with work not yet saved asks before a link or a reload leaves it
 * (`useLeaveWarning`).
 */
import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type Params = Readonly<Record<string, string>>;

export interface Match<R> {
  readonly route: R;
  readonly params: Params;
}

/** Match a pathname against patterns like `/table/:id` (a trailing slash is ignored). */
export function matchPath(pattern: string, pathname: string): Params | null {
  const split = (p: string) => p.replace(/\/+$/, '').split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(have[i]!);
    else if (w !== have[i]) return null;
  }
  return params;
}

export function findRoute<R extends { path: string }>(routes: readonly R[], pathname: string): Match<R> | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** The current location (pathname + search), re-rendering on navigation. */
export function useLocation(): { pathname: string; search: string } {
  const href = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => location.pathname + location.search,
  );
  const url = new URL(href, 'http://page');
  return { pathname: url.pathname, search: url.search };
}

/** The question a link asks before it leaves the page, while the page has work not yet saved. */
let leaving: string | null = null;

/**
 * While `question` is set (a deck being built and not saved), a link asks it before leaving the page, and the
 * browser asks its own before a reload or closing the tab. The back button is not held back.
 */
export function useLeaveWarning(question: string | null): void {
  useEffect(() => {
    if (!question) return;
    leaving = question;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => {
      leaving = null;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [question]);
}

export function Link({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (leaving && !window.confirm(leaving)) return;
    navigate(to);
  };
  return <a href={to} {...rest} onClick={onClick} />;
}
